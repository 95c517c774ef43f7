import { describe, expect, it } from 'vitest'
import { loadScriptsAfterFirstPaint } from '@/server/scriptsAfterPaint'

const PAGE =
  '<html><head><link rel="stylesheet" href="/_next/static/chunks/s.css" data-precedence="next"/>' +
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/a.js"/>' +
  '<script src="/_next/static/chunks/a.js" async=""></script>' +
  '<script src="/_next/static/chunks/polyfills.js" noModule=""></script></head>' +
  '<body><h1>Leitstellen</h1><script src="/_next/static/chunks/b.js" async=""></script>' +
  '<script>self.__next_f.push([1,"x"])</script></body></html>'

/**
 * Runs the page's loader in a stand-in browser: visible or hidden, with or without paint entries. Returns what
 * it appended and the callbacks it left waiting (paint observers, frames, timers), to be run by the test.
 */
function runLoader(html: string, visibility: 'visible' | 'hidden', paintEntries = true) {
  const code = /<script>(\(function.*?)<\/script><\/head>/.exec(html)![1]
  const appended: string[] = []
  const paints: ((list: { getEntriesByName(name: string): unknown[] }) => void)[] = []
  const frames: (() => void)[] = []
  const timers: { run: () => void; ms: number }[] = []
  const document = {
    visibilityState: visibility,
    head: {
      appendChild: (element: { src: string; async: boolean }) =>
        appended.push(`${element.src} ${element.async}`),
    },
    createElement: () => ({ src: '', async: false }),
  }
  class PerformanceObserver {
    static supportedEntryTypes = paintEntries ? ['navigation', 'paint'] : ['navigation']
    constructor(private readonly callback: (typeof paints)[number]) {}
    observe(options: { type: string; buffered: boolean }) {
      expect(options).toEqual({ type: 'paint', buffered: true })
      paints.push(this.callback)
    }
  }
  const messages: (() => void)[] = []
  class MessageChannel {
    port1: { onmessage: (() => void) | null } = { onmessage: null }
    port2 = { postMessage: () => messages.push(() => this.port1.onmessage?.()) }
  }
  new Function('window', 'document', 'requestAnimationFrame', 'setTimeout', 'MessageChannel', code)(
    { PerformanceObserver },
    document,
    (run: () => void) => frames.push(run),
    (run: () => void, ms: number) => timers.push({ run, ms }),
    MessageChannel,
  )
  /** Delivers the messages the loader sent itself, and those they send, as the browser's next tasks would. */
  const nextTasks = () => {
    for (let message = messages.shift(); message; message = messages.shift()) message()
  }
  return { appended, paints, frames, timers, nextTasks }
}

const IN_ORDER = ['/_next/static/chunks/a.js true', '/_next/static/chunks/b.js true']

describe('chunk scripts after the first paint', () => {
  it('takes the async chunk scripts and their preloads out of the page and leaves everything else', () => {
    const html = loadScriptsAfterFirstPaint(PAGE)
    expect(html).not.toMatch(/<script src="[^"]+" async="">/)
    expect(html).not.toContain('as="script"')
    expect(html).toContain('<script src="/_next/static/chunks/polyfills.js" noModule=""></script>')
    expect(html).toContain('<script>self.__next_f.push([1,"x"])</script>')
    expect(html).toContain(
      '<link rel="stylesheet" href="/_next/static/chunks/s.css" data-precedence="next"/>',
    )
    expect(html).toContain('<h1>Leitstellen</h1>')
  })

  it('starts them, in the page order and once, when the browser reports the first contentful paint', () => {
    const { appended, paints, frames, timers, nextTasks } = runLoader(
      loadScriptsAfterFirstPaint(PAGE),
      'visible',
    )
    const entries = (names: string[]) => ({
      getEntriesByName: (name: string) => names.filter((n) => n === name),
    })
    expect(appended).toEqual([])
    // Not on the drawn frame: the paint is on the screen only when the browser reports it.
    expect(frames).toEqual([])
    expect(timers.map((timer) => timer.ms)).toEqual([3000])
    paints.forEach((paint) => paint(entries(['first-paint'])))
    expect(appended).toEqual([])
    paints.forEach((paint) => paint(entries(['first-paint', 'first-contentful-paint'])))
    // One script per task: starting a request costs the main thread, and ten made a long task.
    expect(appended).toEqual(IN_ORDER.slice(0, 1))
    nextTasks()
    expect(appended).toEqual(IN_ORDER)
    timers.forEach((timer) => timer.run())
    paints.forEach((paint) => paint(entries(['first-contentful-paint'])))
    nextTasks()
    expect(appended).toEqual(IN_ORDER)
  })

  it('after the first frame where the browser reports no paints, or after 3 s', () => {
    const framed = runLoader(loadScriptsAfterFirstPaint(PAGE), 'visible', false)
    expect(framed.paints).toEqual([])
    framed.frames.forEach((frame) => frame())
    framed.timers.find((timer) => timer.ms === 0)!.run()
    framed.nextTasks()
    expect(framed.appended).toEqual(IN_ORDER)

    const held = runLoader(loadScriptsAfterFirstPaint(PAGE), 'visible', false)
    held.timers.find((timer) => timer.ms === 3000)!.run()
    held.nextTasks()
    expect(held.appended).toEqual(IN_ORDER)
  })

  it('starts them at once in a hidden tab, which paints no frame', () => {
    const hidden = runLoader(loadScriptsAfterFirstPaint(PAGE), 'hidden')
    expect(hidden.appended).toEqual(IN_ORDER.slice(0, 1))
    expect(hidden.timers).toEqual([])
    hidden.nextTasks()
    expect(hidden.appended).toEqual(IN_ORDER)
  })

  it('leaves a page without chunk scripts as it is', () => {
    const plain = '<html><head></head><body><p>x</p></body></html>'
    expect(loadScriptsAfterFirstPaint(plain)).toBe(plain)
  })
})
