/**
 * The fields in which the editors' content keeps who saved it last and in which language
 * (src/collections/editedBy.ts sets them; src/data/editorDesk.ts reads them).
 */
export const EDITED_BY = 'editedBy'
export const EDITED_BY_NAME = 'editedByName'
export const EDITED_LOCALE = 'editedLocale'
