import { describe, expect, it } from "vitest"
import { refusalsOf } from "./startup-guards.ts"

const local = { publicUrl: "http://localhost:8080", nodeEnv: undefined, hasStripe: false, isDemoCheckoutChosen: false, testUserHeader: "" }

describe("refusalsOf", () => {
  it("lets `npm start` on localhost run the demo checkout and the test header", () => {
    expect(refusalsOf(local)).toEqual([])
    expect(refusalsOf({ ...local, testUserHeader: "x-test-user" })).toEqual([])
  })

  it("refuses the demo checkout in production unless chosen, and never the test header", () => {
    const https = { ...local, publicUrl: "https://allez.example" }
    expect(refusalsOf(https)).toHaveLength(1)
    expect(refusalsOf({ ...local, nodeEnv: "production" })).toHaveLength(1)
    expect(refusalsOf({ ...https, isDemoCheckoutChosen: true })).toEqual([])
    expect(refusalsOf({ ...https, hasStripe: true })).toEqual([])
    expect(refusalsOf({ ...https, hasStripe: true, testUserHeader: "x-test-user" })).toEqual([expect.stringMatching(/UNSAFE_TEST_USER_HEADER/)])
  })
})
