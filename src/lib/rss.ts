/** An RSS 2.0 document: a channel and its items, every link absolute. */
import { escapeHtml } from './mail/contactMail'

export type RssItem = {
  title: string
  link: string
  /** ISO date or timestamp. */
  date: string
  /** Plain-text summary. */
  summary: string
  imageUrl?: string | null
}

export type RssChannel = {
  title: string
  link: string
  /** The feed's own URL (atom:link rel="self"). */
  self: string
  description: string
  /** Language tag, e.g. de-DE. */
  language: string
  items: RssItem[]
}

/** Text as XML character data: markup escaped (as in mail HTML), control characters XML forbids dropped. */
export function escapeXml(text: string): string {
  return escapeHtml(text.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, ''))
}

/** RFC 822 date of RSS (UTC), e.g. "Tue, 03 Mar 2026 00:00:00 GMT". */
export function rssDate(iso: string): string {
  return new Date(iso.length === 10 ? `${iso}T00:00:00Z` : iso).toUTCString()
}

const tag = (name: string, value: string) => `<${name}>${escapeXml(value)}</${name}>`

export function rssFeed(channel: RssChannel): string {
  const newest = channel.items
    .map((item) => item.date)
    .sort()
    .at(-1)
  const items = channel.items.map((item) =>
    [
      '<item>',
      tag('title', item.title),
      tag('link', item.link),
      `<guid isPermaLink="true">${escapeXml(item.link)}</guid>`,
      tag('pubDate', rssDate(item.date)),
      tag('description', item.summary),
      '</item>',
    ].join(''),
  )
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '<channel>',
    tag('title', channel.title),
    tag('link', channel.link),
    `<atom:link href="${escapeXml(channel.self)}" rel="self" type="application/rss+xml"/>`,
    tag('description', channel.description),
    tag('language', channel.language),
    ...(newest ? [tag('lastBuildDate', rssDate(newest))] : []),
    ...items,
    '</channel>',
    '</rss>',
  ].join('\n')
}
