/** Public facts shown in the footer (the contact address is the server's: lib/state/site.ts). */
export const siteConfig = {
  social: {
    instagram: "https://www.instagram.com/allez.climbing.game",
    facebook: "https://www.facebook.com/allez.climbing.game",
    youtube: "https://www.youtube.com/@allez.climbing.game"
  }
} as const

/** The privacy policy: a page of its own (sign-up, the footer and the disclaimer link to it). */
export const privacyPolicyPath = "/privacy"

/** How to install the app, step by step per platform, in the reader's language: a section of the rules page. */
export const installGuidePath = "/rules#install"
