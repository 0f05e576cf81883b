/** Public facts shown in the footer and on the contact page. */
export const siteConfig = {
  contactEmail: import.meta.env.VITE_CONTACT_EMAIL ?? "contact@allez.app",
  social: {
    instagram: "https://www.instagram.com/allez.climbing.game",
    facebook: "https://www.facebook.com/allez.climbing.game",
    youtube: "https://www.youtube.com/@allez.climbing.game"
  },
  installTutorial: {
    fr: "https://www.youtube.com/watch?v=allez-installer-fr",
    en: "https://www.youtube.com/watch?v=allez-install-en"
  }
} as const
