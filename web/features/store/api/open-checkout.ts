import type { RouteCode } from "#contract/routes.ts"
import type { Answer } from "#web/lib/api/answer.ts"
import { call } from "#web/lib/api/answer.ts"

const readUrl = (body: unknown): string | undefined => {
  const url = typeof body === "object" && body !== null ? (body as { url?: unknown }).url : undefined
  return typeof url === "string" && /^(https?:\/\/|\/)/.test(url) ? url : undefined
}

/**
 * Opens a checkout for these packs (`POST /api/checkout`): the address of the payment page (Stripe's,
 * or the demo checkout's when payments are not set up), or why the server refused.
 */
export const openCheckout = async (packIds: ReadonlyArray<string>): Promise<Answer<string, RouteCode<"POST /api/checkout">>> =>
  call("POST /api/checkout", { body: { packIds } }, readUrl)
