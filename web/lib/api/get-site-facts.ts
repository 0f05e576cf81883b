import type { SiteFacts } from "#contract/site-facts.ts"
import { sendPlain } from "./http.ts"

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
  const result = await sendPlain("GET /api/site")
  return result.ok ? readSiteFacts(result.body) : null
}
