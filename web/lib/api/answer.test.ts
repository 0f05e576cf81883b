import { describe, expect, it } from "vitest"
import { readAnswer, unreadableAnswer } from "./answer.ts"

describe("an answer, read by its route's reader", () => {
  const readName = (body: unknown) => (typeof body === "object" && body !== null && "name" in body && typeof body.name === "string" ? body.name : undefined)

  it("is the value the reader finds in the body", () => {
    expect(readAnswer({ ok: true, body: { name: "base" } }, readName)).toEqual({ ok: true, value: "base" })
  })

  it("is a failure, 502 unreadable-answer, when the body does not read (one rule for every feature)", () => {
    expect(readAnswer({ ok: true, body: { name: 3 } }, readName)).toEqual({ ok: false, failure: { status: 502, code: "unreadable-answer" } })
    expect(unreadableAnswer).toEqual({ status: 502, code: "unreadable-answer" })
  })

  it("passes a refusal on as it came", () => {
    const refused = { ok: false, failure: { status: 409, code: "pack-changed" } } as const
    expect(readAnswer(refused, readName)).toBe(refused)
  })
})
