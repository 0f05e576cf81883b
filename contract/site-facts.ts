/** What the web app shows of the deployment it talks to (`GET /api/site`, api/routes/site.ts). */
export interface SiteFacts {
  /** The team's address: shown in the app (the footer, the contact page, the privacy policy), and where contact and feedback messages go (CONTACT_EMAIL). */
  readonly contactEmail: string
  /** Stripe takes real payments; the demo checkout takes none. */
  readonly payments: "stripe" | "demo"
}
