import { callApi } from "./http.ts"

/** What the app shows of the deployment it talks to (api/routes/site.ts). */
export interface SiteFacts {
  /** The team's address: the footer, the contact page and the privacy policy show it; contact and feedback mails go to it. */
  readonly contactEmail: string
  /** Stripe takes real payments; the demo checkout takes none. */
  readonly payments: "stripe" | "demo"
}

/** The answer read without Schema (the shell loads no Effect): null when it is not one. */
export const readSiteFacts = (body: unknown): SiteFacts | null => {
  if (typeof body !== "object" || body === null) return null
  const { contactEmail, payments } = body as Record<string, unknown>
  if (typeof contactEmail !== "string" || !contactEmail.includes("@")) return null
  if (payments !== "stripe" && payments !== "demo") return null
  return { contactEmail, payments }
}

/** The deployment's facts (`GET /api/site`); null when out of reach (the service worker answers from its copy offline). */
export const getSiteFacts = async (): Promise<SiteFacts | null> => {
  const result = await callApi("GET", "/api/site")
  return result.ok ? readSiteFacts(result.body) : null
}
