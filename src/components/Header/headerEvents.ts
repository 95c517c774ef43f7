/** Sent to the header element by HeaderShell when the page changes: the drawer and any submenu close. */
export const HEADER_NAVIGATED = 'header-navigated'
