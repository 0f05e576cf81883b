import type { ContactFields } from "../../../../core/validation/contact.ts"
import { callApi, type ApiResult } from "../../../lib/api/http.ts"

/** Sends the contact form (`POST /api/contact`), with the human-check proof when there is one. */
export const sendContactMessage = (form: ContactFields, proof: string | null): Promise<ApiResult> =>
  callApi("POST", "/api/contact", proof === null ? form : { ...form, altcha: proof })
