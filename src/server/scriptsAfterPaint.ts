/** Next.js's chunk scripts as it writes them into a page, and its low-priority preloads of them. */
const CHUNK_SCRIPT = /<script src="(\/_next\/static\/[^"]+\.js)" async=""><\/script>/g
const CHUNK_PRELOAD = /<link rel="preload" as="script"[^>]*href="\/_next\/static\/[^"]+\.js"[^>]*\/>/g

/**
 * Starts the scripts once the browser reports the first contentful paint: that report comes when the frame is
 * on the screen, while a frame callback runs when it is drawn, and the scripts that arrived in between were
 * counted into Lighthouse's largest paint (LCP 1.8-2.0 s instead of 1.1-1.4 s, one run in three). Where the
 * browser reports no paints, after the first frame; at once in a hidden tab, where no frame comes; after three
 * seconds at the latest. They are `async` scripts, which may run in any order and at any time, so starting them
 * later changes nothing but what competes with the first paint. Each script is started in a task of its own
 * (a message to itself, which neither a hidden tab nor a paused test clock holds back, unlike a timer): starting
 * a request costs the main thread a few milliseconds (Chromium's trace, 4× slowdown: ten in one task took
 * 86 ms), and in one task they made a long task of the first paint's moment.
 */
function loader(sources: string[]): string {
  return (
    '<script>(function(s){var d=0,i=0,c=new MessageChannel();c.port1.onmessage=add;function add(){' +
    "if(i>=s.length)return;var e=document.createElement('script');e.src=s[i++];e.async=true;" +
    'document.head.appendChild(e);c.port2.postMessage(0)}function go(){if(!d){d=1;add()}}' +
    "if(document.visibilityState==='hidden')return go();setTimeout(go,3000);" +
    "var p=window.PerformanceObserver;if(p&&(p.supportedEntryTypes||[]).indexOf('paint')>=0)" +
    "new p(function(l){if(l.getEntriesByName('first-contentful-paint').length)go()})" +
    ".observe({type:'paint',buffered:true});" +
    'else requestAnimationFrame(function(){setTimeout(go,0)})' +
    `})(${JSON.stringify(sources).replaceAll('<', '\\u003c')})</script>`
  )
}

/**
 * A public page whose framework scripts load after its first paint. Measured with Lighthouse (mobile,
 * simulated slow 4G): the page's text, styles and hero image alone decide its first and largest paint, instead
 * of sharing the slow line with 150 kB of scripts that only make the page interactive (docs/operations.md, "Performance").
 */
export function loadScriptsAfterFirstPaint(html: string): string {
  const sources = [...html.matchAll(CHUNK_SCRIPT)].map(([, source]) => source)
  if (!sources.length || !html.includes('</head>')) return html
  return html
    .replace(CHUNK_SCRIPT, '')
    .replace(CHUNK_PRELOAD, '')
    .replace('</head>', `${loader(sources)}</head>`)
}
