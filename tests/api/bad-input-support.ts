import { expect, it } from "vitest"

/**
 * A refused request's answer: one of `statuses`, in JSON, with a code and a message a person can
 * read (never a raw translation key). Answers the parsed body for the test's own checks.
 */
export const expectJsonError = async (response: Response, statuses: ReadonlyArray<number>) => {
  const text = await response.text()
  expect(statuses, text).toContain(response.status)
  expect(response.headers.get("content-type")).toContain("application/json")
  const body = JSON.parse(text)
  expect(body.error).toEqual(expect.objectContaining({ code: expect.any(String), message: expect.any(String) }))
  expect(body.error.message).not.toMatch(/^[a-z]+\.[a-zA-Z.]+$/)
  return body
}

const json = { "content-type": "application/json" }

/**
 * The refusals every JSON route owes whoever calls it, before its own checks: malformed JSON (400,
 * `invalid-json`), a body that is not JSON (415), and a body of 100 KB (413). `send` sends to the
 * route as a caller allowed to use it; `origin` is the server's own origin, which a form post carries.
 */
export const itRefusesWhatIsNotItsJson = (send: (init: RequestInit) => Promise<Response>, validBody: object, origin: () => string) => {
  it("refuses malformed JSON with 400", async () => {
    for (const text of ["{", "{'a': 1}", "", "nul", '{"a":1}}']) {
      const body = await expectJsonError(await send({ body: text, headers: json }), [400])
      expect(body.error.code).toBe("invalid-json")
    }
  })

  it("refuses a body that is not JSON with 415", async () => {
    await expectJsonError(await send({ body: "a=1", headers: { "content-type": "application/x-www-form-urlencoded", origin: origin() } }), [415])
  })

  it("refuses a 100 KB body with 413", async () => {
    await expectJsonError(await send({ body: JSON.stringify({ ...validBody, big: "x".repeat(100_000) }), headers: json }), [413])
  })
}
