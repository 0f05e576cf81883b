/** The mobile menu closes after this flag timeout (spec §4, §9). */
export const mobileMenuCloseFlagMs = 500
/** The menu slides up for this long when a game is started from it (spec §4, §9). */
export const menuSlideUpMs = 300
/** The site navbar collapses to a hamburger under this width (spec §2, §9); the CSS uses the same value. */
export const siteMobileBreakpointPx = 960
