import { describe, expect, it } from "vitest"
import { missingProviderVariables, providersFromEnv } from "./oauth-providers.ts"

describe("the providers an operator configured", () => {
  it("names the variables each unconfigured provider still needs, and nothing for one that has both", () => {
    expect(missingProviderVariables({})).toEqual(["GOOGLE_CLIENT_ID", "GOOGLE_CLIENT_SECRET", "FACEBOOK_CLIENT_ID", "FACEBOOK_CLIENT_SECRET"])
    const google = { GOOGLE_CLIENT_ID: "id", GOOGLE_CLIENT_SECRET: "secret" }
    expect(missingProviderVariables(google)).toEqual(["FACEBOOK_CLIENT_ID", "FACEBOOK_CLIENT_SECRET"])
    expect(missingProviderVariables({ ...google, FACEBOOK_CLIENT_ID: "id", FACEBOOK_CLIENT_SECRET: "" })).toEqual(["FACEBOOK_CLIENT_SECRET"])
    expect(missingProviderVariables({ ...google, FACEBOOK_CLIENT_ID: "id", FACEBOOK_CLIENT_SECRET: "secret" })).toEqual([])
    expect(Object.keys(providersFromEnv(google))).toEqual(["google"])
  })
})
