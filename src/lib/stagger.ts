import type { CSSProperties } from 'react'

/**
 * Animation delay of the index-th item of a staggered card grid or list (spec §9: news cards 0.2 s,
 * project previews 0.05 s, lists 1 s delay then 0.2 s steps). Pair it with the global class
 * `stagger-item`; under prefers-reduced-motion nothing moves (globals.css).
 */
export function staggerStyle(index: number, stepS: number, delayS = 0): CSSProperties {
  return { animationDelay: `${(delayS + index * stepS).toFixed(2)}s` }
}

/** On `<html>` while entrances wait to be seen; on a staggered group once it has been on screen. */
export const STAGGER_WAIT_ATTRIBUTE = 'data-stagger-wait'
export const STAGGER_SEEN_ATTRIBUTE = 'data-stagger-seen'

/**
 * Run in the page's head: a staggered group's entrance plays when the group first comes on screen, its delays
 * counted from then (globals.css holds it paused until this marks the group). Played at load, the entrances below
 * the fold ran where nobody saw them and kept the browser drawing frames for their seconds of delays, while the
 * page was starting its scripts (home page, headless Chromium: a third of the main thread's work in its first
 * 4.5 s). Without an IntersectionObserver, or without this script, every entrance plays at load as before.
 * Groups that arrive later (the router's next page) are found by a MutationObserver.
 */
export const STAGGER_WHEN_SEEN =
  "(function(){if(!('IntersectionObserver' in window))return;var d=document;" +
  `d.documentElement.setAttribute('${STAGGER_WAIT_ATTRIBUTE}','');` +
  'var w=new WeakSet(),o=new IntersectionObserver(function(es){for(var i=0;i<es.length;i++)if(es[i].isIntersecting){' +
  `o.unobserve(es[i].target);es[i].target.setAttribute('${STAGGER_SEEN_ATTRIBUTE}','')}});` +
  "function scan(){var l=d.querySelectorAll('.stagger-item');for(var i=0;i<l.length;i++){var p=l[i].parentElement;" +
  'if(p&&!w.has(p)){w.add(p);o.observe(p)}}}' +
  "d.addEventListener('DOMContentLoaded',function(){scan();new MutationObserver(scan).observe(d.body,{childList:true,subtree:true})})})()"
