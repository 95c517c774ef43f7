/** Rich text as Payload stores it (Lexical's JSON), for tests of what the site makes of it. */
export const text = (value: string) => ({
  type: 'text',
  version: 1,
  text: value,
  format: 0,
  detail: 0,
  mode: 'normal',
  style: '',
})

const element = { version: 1, direction: null, format: '', indent: 0 }

export const link = (fields: object, words: string) => ({
  ...element,
  type: 'link',
  version: 3,
  fields,
  children: [text(words)],
})

/** A document of one paragraph. */
export const paragraph = (...children: object[]) => ({
  root: { ...element, type: 'root', children: [{ ...element, type: 'paragraph', textFormat: 0, children }] },
})
