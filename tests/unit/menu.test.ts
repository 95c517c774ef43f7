import { describe, expect, it } from 'vitest'
import { isCurrentSection, MENU } from '@/components/Header/menu'

const entry = (key: string) => MENU.find((each) => each.key === key)!
const marked = (pathname: string) =>
  MENU.filter((each) => isCurrentSection(pathname, each)).map((each) => each.key)

describe('the menu’s current-section mark', () => {
  it('marks the entry whose submenu holds the page, on every page of it and below', () => {
    expect(marked('/aktuelles/news')).toEqual(['news'])
    expect(marked('/aktuelles/news/3/ein-titel')).toEqual(['news'])
    expect(marked('/aktuelles/termine')).toEqual(['news'])
    expect(marked('/aktuelles/termine/2/messe')).toEqual(['news'])
    expect(marked('/aktuelles/wir-wachsen')).toEqual(['news'])
    expect(marked('/loesungen/it')).toEqual(['solutions'])
    expect(marked('/loesungen/digitale-alarmierung')).toEqual(['solutions'])
    expect(marked('/ueber-uns/team')).toEqual(['about'])
    expect(marked('/ueber-uns/ueber-uns')).toEqual(['about'])
    expect(marked('/karriere/4/stelle')).toEqual(['career'])
    expect(marked('/kontakt')).toEqual(['contact'])
  })

  it('marks nothing elsewhere, and no entry by a mere prefix of its path', () => {
    expect(marked('/')).toEqual([])
    expect(marked('/impressum')).toEqual([])
    expect(isCurrentSection('/aktuelles/newsletter', entry('news'))).toBe(false)
  })
})
