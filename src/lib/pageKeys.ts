/** `wachen-und-elw` → `wachenUndElw`, as a type. */
export type PageKey<S extends string> = S extends `${infer Head}-${infer Tail}`
  ? `${Head}${Capitalize<PageKey<Tail>>}`
  : S

/**
 * The name of a page's group of fields in the globals Seitenbilder and Downloads: its slug in camel case
 * (field names are database columns, which take no hyphens).
 */
export function pageKey<S extends string>(slug: S): PageKey<S> {
  return slug.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase()) as PageKey<S>
}
