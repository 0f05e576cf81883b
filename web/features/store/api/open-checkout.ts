import { type ApiFailure, callApi } from "#web/lib/api/http.ts"

/**
 * Opens a checkout for these packs (`POST /api/checkout`): the address of the payment page (Stripe's,
 * or the demo checkout's when payments are not set up), or why the server refused.
 */
export const openCheckout = async (
  packIds: ReadonlyArray<string>
): Promise<{ readonly ok: true; readonly url: string } | { readonly ok: false; readonly failure: ApiFailure }> => {
  const result = await callApi("POST", "/api/checkout", { packIds })
  if (!result.ok) return result
  const url = typeof result.body === "object" && result.body !== null ? (result.body as { url?: unknown }).url : undefined
  return typeof url === "string" && /^(https?:\/\/|\/)/.test(url) ? { ok: true, url } : { ok: false, failure: { status: 200, code: "unreadable-answer" } }
}
