import type { ContactFields } from "#core/validation/contact.ts"
import { type ApiResult, callApi } from "#web/lib/api/http.ts"
import { humanCheckHeaders } from "#web/lib/human-check.ts"

/** Sends the contact form (`POST /api/contact`) with the proof of its human check. */
export const sendContactMessage = (form: ContactFields, proof: string): Promise<ApiResult> =>
  callApi("POST", "/api/contact", form, { headers: humanCheckHeaders(proof) })
