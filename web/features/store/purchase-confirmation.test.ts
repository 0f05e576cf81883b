import { describe, expect, it } from "vitest"
import { boughtPacks, isAwaiting, isPurchaseConfirmed } from "./purchase-confirmation.ts"

describe("confirming a purchase on the success page", () => {
  it("waits for the payment record of the session the payment page sent back", () => {
    const awaited = { sessionId: "cs_1", packIds: ["party-night"] }
    expect(isPurchaseConfirmed(awaited, [], [])).toBe(false)
    expect(isPurchaseConfirmed(awaited, ["cs_0"], ["party-night"])).toBe(false)
    expect(isPurchaseConfirmed(awaited, ["cs_0", "cs_1"], ["party-night"])).toBe(true)
    // A checkout remembered from another attempt does not hold up a confirmed payment.
    expect(isPurchaseConfirmed({ sessionId: "cs_1", packIds: ["kids"] }, ["cs_1"], ["party-night"])).toBe(true)
  })

  it("without a session id, waits until every pack of the remembered checkout is owned", () => {
    const awaited = { sessionId: null, packIds: ["party-night", "special"] }
    expect(isPurchaseConfirmed(awaited, ["cs_1"], ["party-night"])).toBe(false)
    expect(isPurchaseConfirmed(awaited, [], ["special", "base", "party-night"])).toBe(true)
    expect(isPurchaseConfirmed({ sessionId: null, packIds: [] }, ["cs_1"], ["party-night"])).toBe(false)
  })

  it("knows when there is nothing to wait for, and which packs the purchase brought", () => {
    expect(isAwaiting({ sessionId: null, packIds: [] })).toBe(false)
    expect(isAwaiting({ sessionId: "cs_1", packIds: [] })).toBe(true)
    expect(boughtPacks({ sessionId: "cs_1", packIds: ["special", "kids"] }, ["base", "special"])).toEqual(["special"])
  })
})
