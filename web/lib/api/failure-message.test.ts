import { describe, expect, it } from "vitest"
import { catalogs } from "#core/i18n/catalog.ts"
import { failureMessage, failureMessageKeys, failureToast } from "./failure-message.ts"
import type { ApiFailure } from "./http.ts"

/** The spec's error catalogue (§8), as core's message keys. */
const catalogue = [
  "error.emailAlreadyUsed",
  "error.invalidCredentials",
  "error.authGeneric",
  "error.passwordResetSent",
  "error.recentLoginRequired",
  "error.emailChangeFailed",
  "error.emailChanged",
  "error.humanCheckFailed",
  "error.paymentFailed",
  "error.contactSent",
  "error.contactFailed",
  "error.generic"
]

describe("toasts for the API's refusals", () => {
  it("names a known refusal by its own message, anything else by the situation's", () => {
    expect(failureMessage({ status: 409, code: "email-taken" }, "error.authGeneric")).toEqual({ key: "error.emailAlreadyUsed" })
    expect(failureMessage({ status: 500, code: "internal" }, "error.contactFailed")).toEqual({ key: "error.contactFailed" })
    expect(failureMessage({ status: 0, code: "network" }, "error.generic")).toEqual({ key: "error.generic" })
  })

  it("shows an admin refusal that names what was refused in the API's words, the others by their key", () => {
    const changed: ApiFailure = {
      status: 409,
      code: "pack-changed",
      message: "Le pack base a changé depuis que tu l'as ouvert (il est maintenant en version 1.0.4)."
    }
    expect(failureToast(changed, "error.generic")).toEqual({ text: changed.message })
    expect(failureToast({ status: 409, code: "cannot-revoke-self", message: "…" }, "error.generic")).toEqual({ key: "admin.error.cannotRevokeSelf" })
    expect(failureToast({ status: 403, code: "not-admin" }, "error.generic")).toEqual({ key: "error.unauthorizedText" })
    expect(failureToast({ status: 409, code: "pack-changed" }, "error.generic")).toEqual({ key: "error.generic" })
    expect(failureToast({ status: 0, code: "network" }, "error.generic")).toEqual({ key: "error.generic" })
  })

  it("only shows texts that exist in both languages, and the whole §8 catalogue exists", () => {
    for (const key of [...failureMessageKeys, ...catalogue]) {
      expect(catalogs.en[key], key).toBeTruthy()
      expect(catalogs.fr[key], key).toBeTruthy()
    }
  })
})
