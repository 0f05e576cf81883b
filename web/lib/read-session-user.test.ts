import { Arbitrary, FastCheck as fc, Option, Schema } from "effect"
import { describe, expect, it } from "vitest"
import { readAccountAnswer, readSessionUser } from "./read-session-user.ts"
import { SessionUser } from "./session-user.ts"

const decode = Schema.decodeUnknownOption(SessionUser)
const encoded = Arbitrary.make(Schema.encodedSchema(SessionUser))

const input = fc.oneof(
  encoded,
  encoded.chain((user) => fc.record({ extra: fc.anything() }).map((extra) => ({ ...user, ...extra }))),
  fc.record(
    {
      id: fc.oneof(fc.string(), fc.integer()),
      email: fc.string(),
      displayName: fc.oneof(fc.string(), fc.constant(null)),
      photoURL: fc.oneof(fc.string(), fc.constant(null), fc.constant(undefined), fc.integer()),
      preferredLanguage: fc.oneof(fc.constantFrom("fr", "en", "de", undefined), fc.integer()),
      disclaimerAccepted: fc.oneof(fc.boolean(), fc.constant(undefined), fc.string()),
      roles: fc.oneof(fc.array(fc.string()), fc.array(fc.anything()), fc.constant(undefined)),
      isSocial: fc.oneof(fc.boolean(), fc.constant(undefined), fc.integer()),
      hasProfile: fc.oneof(fc.boolean(), fc.constant(undefined)),
      emailList: fc.oneof(fc.boolean(), fc.constant(undefined), fc.string()),
      categoryBlacklist: fc.oneof(fc.array(fc.constantFrom("game", "other", "time-linked", "juggling")), fc.constant(undefined), fc.integer()),
      isEmailVerified: fc.oneof(fc.boolean(), fc.constant(undefined), fc.constant(null)),
      host: fc.oneof(
        fc.constant(null),
        fc.constant(undefined),
        fc.record({ gymName: fc.string(), city: fc.string() }),
        fc.record({ gymName: fc.oneof(fc.string(), fc.integer()), city: fc.oneof(fc.string(), fc.constant(null)), extra: fc.anything() }, { requiredKeys: [] }),
        fc.array(fc.string())
      )
    },
    { requiredKeys: [] }
  ),
  fc.anything()
)

describe("the session user, read without Schema at run time", () => {
  it("decodes any input exactly as the SessionUser Schema does", () => {
    fc.assert(
      fc.property(input, (value) => {
        expect(readSessionUser(value)).toEqual(Option.getOrNull(decode(value)))
      }),
      { numRuns: 3000 }
    )
  })

  it("fills the profile defaults of spec §3", () => {
    expect(readSessionUser({ id: "u1", email: "zoe@grimpe.fr", displayName: "Zoé" })).toEqual({
      id: "u1",
      email: "zoe@grimpe.fr",
      displayName: "Zoé",
      photoURL: null,
      disclaimerAccepted: false,
      roles: [],
      isSocial: false,
      hasProfile: true,
      emailList: false,
      categoryBlacklist: [],
      isEmailVerified: true,
      host: null
    })
  })

  it("reads the account answers: the profile beside its verification flag, a bare profile, or { user }", () => {
    const profile = { id: "u1", email: "zoe@grimpe.fr", displayName: "Zoé", categoryBlacklist: ["game"], emailList: true }
    expect(readAccountAnswer({ profile, isAdmin: false, isEmailVerified: false })).toMatchObject({
      id: "u1",
      isEmailVerified: false,
      categoryBlacklist: ["game"],
      emailList: true
    })
    expect(readAccountAnswer(profile)).toMatchObject({ id: "u1", isEmailVerified: true, host: null })
    expect(readAccountAnswer({ profile, isAdmin: false, isEmailVerified: true, host: { gymName: "Bloc Session", city: "Lyon" } })).toMatchObject({
      host: { gymName: "Bloc Session", city: "Lyon" }
    })
    expect(readAccountAnswer({ profile, isAdmin: false, isEmailVerified: true, host: null })).toMatchObject({ host: null })
    expect(readAccountAnswer({ user: profile })).toMatchObject({ id: "u1" })
    expect(readAccountAnswer({ error: { code: "unauthenticated" } })).toBeNull()
    expect(readAccountAnswer(null)).toBeNull()
  })
})
