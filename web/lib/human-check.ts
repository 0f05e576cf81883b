/** The human-check action names of spec §4, plus the contact form's. */
export type HumanCheckAction =
  | "contact"
  | "change_image"
  | "change_name"
  | "change_email"
  | "delete_image"
  | "reset_password"
  | "email_subscription"
  | "user_action"

/** The outcome of a human check: a proof to send with the request, or a failure. */
export type HumanCheckResult = { readonly ok: true; readonly proof: string | null } | { readonly ok: false }

/**
 * SEAM — human verification (ALTCHA, step 4 of the plan). Today it lets every request through
 * with no proof; the accounts step replaces this body with the ALTCHA challenge for `action`.
 */
export const runHumanCheck = async (_action: HumanCheckAction): Promise<HumanCheckResult> => ({ ok: true, proof: null })
