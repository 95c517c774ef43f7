import type { CSSProperties } from 'react'

/**
 * Animation delay of the index-th item of a staggered card grid or list (spec §9: news cards 0.2 s,
 * project previews 0.05 s, lists 1 s delay then 0.2 s steps), and the step itself for STAGGER_WHEN_SEEN. Pair it
 * with the global class `stagger-item`; under prefers-reduced-motion nothing moves (globals.css).
 */
export function staggerStyle(index: number, stepS: number, delayS = 0): CSSProperties {
  return {
    animationDelay: `${(delayS + index * stepS).toFixed(2)}s`,
    '--stagger-step': `${stepS}s`,
  } as CSSProperties
}

/** On `<html>` while entrances wait to be seen; on an item once it has been on screen. */
export const STAGGER_WAIT_ATTRIBUTE = 'data-stagger-wait'
export const STAGGER_SEEN_ATTRIBUTE = 'data-stagger-seen'

/**
 * Run in the page's head: an item's entrance plays when the item first comes on screen (globals.css holds it
 * paused until this marks it). Items that come on screen together keep the spec's stagger among themselves, one step
 * apart; an item that comes alone, scrolled to, plays at once instead of waiting out the delay of its place in a long
 * list. Played at load, the entrances below the fold ran where nobody saw them and kept the browser drawing frames
 * for their seconds of delays while the page was starting its scripts (home page, headless Chromium: a third of the
 * main thread's work in its first 4.5 s). Without an IntersectionObserver, or without this script, every entrance
 * plays at load as before. Items that arrive later (the router's next page) are found by a MutationObserver.
 */
export const STAGGER_WHEN_SEEN =
  "(function(){if(!('IntersectionObserver' in window))return;var d=document;" +
  `d.documentElement.setAttribute('${STAGGER_WAIT_ATTRIBUTE}','');` +
  'var w=new WeakSet(),o=new IntersectionObserver(function(es){var k=0;for(var i=0;i<es.length;i++){var e=es[i].target;' +
  'if(!es[i].isIntersecting)continue;o.unobserve(e);var s=getComputedStyle(e),l=parseFloat(s.animationDelay)*1e3||0,' +
  "p=parseFloat(s.getPropertyValue('--stagger-step'))*1e3||0,r=Math.min(l,k++*p);" +
  "e.getAnimations().forEach(function(a){if(a.animationName==='stagger-rise')a.currentTime=l-r});" +
  `e.setAttribute('${STAGGER_SEEN_ATTRIBUTE}','')}});` +
  "function scan(){var l=d.querySelectorAll('.stagger-item');for(var i=0;i<l.length;i++)if(!w.has(l[i])){w.add(l[i]);o.observe(l[i])}}" +
  "d.addEventListener('DOMContentLoaded',function(){scan();new MutationObserver(scan).observe(d.body,{childList:true,subtree:true})})})()"
