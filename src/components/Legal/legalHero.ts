/**
 * The legal pages' hero image is a light office building; a navy veil (instead of the default 20 % black)
 * keeps the white headline and subline readable on it (WCAG AA).
 */
export const LEGAL_HERO_OVERLAY = 'rgba(11, 37, 69, 0.62)'
