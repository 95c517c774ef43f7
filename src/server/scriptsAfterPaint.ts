/** Next.js's chunk scripts as it writes them into a page, and its low-priority preloads of them. */
const CHUNK_SCRIPT = /<script src="(\/_next\/static\/[^"]+\.js)" async=""><\/script>/g
const CHUNK_PRELOAD = /<link rel="preload" as="script"[^>]*href="\/_next\/static\/[^"]+\.js"[^>]*\/>/g

/**
 * Starts the scripts after the first frame, at once in a hidden tab, where no frame comes, and after three
 * seconds at the latest. They are `async` scripts, which may run in any order and at any time, so starting them
 * a frame later changes nothing but what competes with the first paint. The first contentful paint, as the
 * browser reports it, starts them too: it does not depend on the page's timers, which a test clock may hold.
 */
function loader(sources: string[]): string {
  return (
    '<script>(function(s){var d=0;function go(){if(d)return;d=1;s.forEach(function(u){' +
    "var e=document.createElement('script');e.src=u;e.async=true;document.head.appendChild(e)})}" +
    "if(document.visibilityState==='hidden')return go();" +
    'requestAnimationFrame(function(){setTimeout(go,0)});setTimeout(go,3000);' +
    "var p=window.PerformanceObserver;if(p&&(p.supportedEntryTypes||[]).indexOf('paint')>=0)" +
    "new p(function(l){if(l.getEntriesByName('first-contentful-paint').length)go()})" +
    ".observe({type:'paint',buffered:true})" +
    `})(${JSON.stringify(sources).replaceAll('<', '\\u003c')})</script>`
  )
}

/**
 * A public page whose framework scripts load after its first paint. Measured with Lighthouse (mobile,
 * simulated slow 4G): the page's text, styles and hero image alone decide its first and largest paint, instead
 * of sharing the slow line with 150 kB of scripts that only make the page interactive (README "Performance").
 */
export function loadScriptsAfterFirstPaint(html: string): string {
  const sources = [...html.matchAll(CHUNK_SCRIPT)].map(([, source]) => source)
  if (!sources.length || !html.includes('</head>')) return html
  return html
    .replace(CHUNK_SCRIPT, '')
    .replace(CHUNK_PRELOAD, '')
    .replace('</head>', `${loader(sources)}</head>`)
}
