import { type ApiFailure, callApi } from "#web/lib/api/http.ts"

/** The ids of the signed-in user's payment records (`GET /api/me/payments`), oldest first. */
export const getPaymentIds = async (): Promise<
  { readonly ok: true; readonly ids: ReadonlyArray<string> } | { readonly ok: false; readonly failure: ApiFailure }
> => {
  const result = await callApi("GET", "/api/me/payments")
  if (!result.ok) return result
  const payments = typeof result.body === "object" && result.body !== null ? (result.body as { payments?: unknown }).payments : undefined
  if (!Array.isArray(payments)) return { ok: false, failure: { status: 200, code: "unreadable-answer" } }
  const ids = payments.flatMap((payment: unknown) => {
    const id = typeof payment === "object" && payment !== null ? (payment as { id?: unknown }).id : undefined
    return typeof id === "string" ? [id] : []
  })
  return { ok: true, ids }
}
