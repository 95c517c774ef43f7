/** Message key (namespace `about`) of each about-us page: one table, which site search reads too. */
export { ABOUT_KEYS } from '@/lib/paths'
