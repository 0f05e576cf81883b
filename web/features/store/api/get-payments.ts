import type { Answer } from "#web/lib/api/answer.ts"
import { call } from "#web/lib/api/answer.ts"

const readIds = (body: unknown): ReadonlyArray<string> | undefined => {
  const payments = typeof body === "object" && body !== null ? (body as { payments?: unknown }).payments : undefined
  if (!Array.isArray(payments)) return undefined
  return payments.flatMap((payment: unknown) => {
    const id = typeof payment === "object" && payment !== null ? (payment as { id?: unknown }).id : undefined
    return typeof id === "string" ? [id] : []
  })
}

/** The ids of the signed-in user's payment records (`GET /api/me/payments`), oldest first. */
export const getPaymentIds = async (): Promise<Answer<ReadonlyArray<string>>> => call("GET /api/me/payments", {}, readIds)
