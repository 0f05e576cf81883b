import type { ContactFields } from "#core/validation/contact.ts"
import { send } from "#web/lib/api/answer.ts"
import { humanCheckHeaders } from "#web/lib/human-check.ts"

/** Sends the contact form (`POST /api/contact`) with the proof of its human check. */
export const sendContactMessage = (form: ContactFields, proof: string) => send("POST /api/contact", { body: form, headers: humanCheckHeaders(proof) })
