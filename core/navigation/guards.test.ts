import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { decideGameAccess, decideNavigation, landingAfterSignIn, returnToOf, safeReturnTo, type Viewer } from "./guards.ts"
import { matchRoute, pathFor, routes } from "./routes.ts"

const anonymous: Viewer = { isSignedIn: false, isAdmin: false }
const newcomer: Viewer = { isSignedIn: true, isAdmin: false, profile: { disclaimerAccepted: false } }
const player: Viewer = { isSignedIn: true, isAdmin: false, profile: { disclaimerAccepted: true } }
const admin: Viewer = { isSignedIn: true, isAdmin: true, profile: { disclaimerAccepted: true } }
const noProfile: Viewer = { isSignedIn: true, isAdmin: false }

const arbViewer: fc.Arbitrary<Viewer> = fc.record({
  isSignedIn: fc.boolean(),
  isAdmin: fc.boolean(),
  profile: fc.option(fc.record({ disclaimerAccepted: fc.boolean() }), { nil: undefined })
})

const arbTarget = fc.oneof(
  fc.constantFrom(...routes.map((route) => route.path.replace(":id", "g1"))),
  fc
    .tuple(fc.constantFrom(...routes.map((route) => route.path)), fc.string({ minLength: 1, maxLength: 8 }))
    .map(([path, id]) => path.replace(":id", encodeURIComponent(id))),
  fc.tuple(fc.constantFrom(...routes.map((route) => route.path)), fc.webQueryParameters()).map(([path, query]) => `${path}?${query}`),
  fc.string().map((path) => `/${path}`)
)

const decision = (target: string, viewer: Viewer) => {
  const result = decideNavigation(target, viewer)
  return result.kind === "allow" ? ({ kind: "allow", name: result.route.name } as const) : result
}

describe("navigation guards (spec §2)", () => {
  it("lets everyone see the public pages", () => {
    for (const path of ["/", "/what-is-it", "/rules", "/about", "/contact", "/store", "/store/bag", "/disclaimer", "/404"]) {
      for (const viewer of [anonymous, noProfile, newcomer, player, admin]) expect(decideNavigation(path, viewer).kind).toBe("allow")
    }
  })

  it("sends an anonymous visitor on a signed-in route to sign-in, keeping where they were going", () => {
    expect(decision("/game/pregame", anonymous)).toEqual({
      kind: "redirect",
      to: "/auth/sign-in?returnTo=%2Fgame%2Fpregame",
      reason: "sign-in-required"
    })
    for (const path of ["/parameters", "/game", "/game/abc", "/game/disclaimer", "/admin", "/admin/feedback", "/store/success"]) {
      const result = decideNavigation(path, anonymous)
      expect(result.kind === "redirect" && result.reason).toBe("sign-in-required")
      expect(result.kind === "redirect" && returnToOf(result.to)).toBe(path)
    }
  })

  it("keeps a signed-in user out of the auth pages", () => {
    for (const path of ["/auth", "/auth/sign-in", "/auth/sign-up", "/auth/forgot-password"]) {
      expect(decision(path, player)).toEqual({ kind: "redirect", to: "/", reason: "already-signed-in" })
      expect(decision(path, anonymous)).toMatchObject({ kind: "allow" })
    }
  })

  it("opens a password-reset link (forgot-password with its token) for a signed-in user too, as the settings send one", () => {
    for (const viewer of [anonymous, player, newcomer]) {
      expect(decision("/auth/forgot-password?token=abcdefghijklmnopqrstuvwxyz234567", viewer)).toEqual({ kind: "allow", name: "forgot-password" })
    }
    expect(decision("/auth/forgot-password?other=1", player)).toMatchObject({ kind: "redirect", reason: "already-signed-in" })
    expect(decision("/auth/sign-in?token=abc", player)).toMatchObject({ kind: "redirect", reason: "already-signed-in" })
  })

  it("sends a non-admin on an admin route to forbidden", () => {
    expect(decision("/admin/packs/tags", player)).toEqual({ kind: "redirect", to: "/403", reason: "admin-only" })
    expect(decision("/admin/packs/tags", admin)).toEqual({ kind: "allow", name: "admin-tags" })
  })

  it("redirects admin to the packs page", () => {
    expect(decision("/admin", admin)).toEqual({ kind: "redirect", to: "/admin/packs", reason: "route-redirect" })
  })

  it("requires a profile and the accepted disclaimer before the game menu, pre-game and a game", () => {
    for (const path of ["/game", "/game/pregame", "/game/abc"]) {
      expect(decision(path, noProfile)).toEqual({ kind: "redirect", to: "/", reason: "profile-missing" })
      expect(decision(path, newcomer)).toEqual({
        kind: "redirect",
        to: `/game/disclaimer?returnTo=${encodeURIComponent(path)}`,
        reason: "disclaimer-not-accepted"
      })
      expect(decision(path, player).kind).toBe("allow")
    }
    expect(decision("/game/disclaimer", newcomer)).toEqual({ kind: "allow", name: "disclaimer-game" })
  })

  it("sends settings without a profile to sign-in, where that user is let in", () => {
    expect(decision("/parameters", noProfile)).toEqual({
      kind: "redirect",
      to: "/auth/sign-in?returnTo=%2Fparameters",
      reason: "profile-missing"
    })
    expect(decision("/auth/sign-in", noProfile)).toMatchObject({ kind: "allow" })
    expect(decision("/parameters", newcomer)).toEqual({ kind: "allow", name: "parameters" })
  })

  it("shows not-found for unknown pages", () => {
    expect(decision("/nowhere", anonymous)).toEqual({ kind: "allow", name: "not-found" })
  })

  it("for all targets and viewers: allow, or a redirect to a page that lets that viewer in (no loops)", () => {
    fc.assert(
      fc.property(arbTarget, arbViewer, (target, viewer) => {
        const result = decideNavigation(target, viewer)
        if (result.kind === "redirect") {
          expect(matchRoute(result.to).name).not.toBe("not-found")
          expect(decideNavigation(result.to, viewer).kind).toBe("allow")
        }
      }),
      { numRuns: 2_000 }
    )
  })

  it("for all targets: a sign-in redirect carries the target back", () => {
    fc.assert(
      fc.property(arbTarget, arbViewer, (target, viewer) => {
        const result = decideNavigation(target, viewer)
        if (result.kind === "redirect" && result.reason === "sign-in-required") expect(returnToOf(result.to)).toBe(target)
      })
    )
  })
})

describe("game ownership", () => {
  it("allows the owner, refuses others, and reports a missing game", () => {
    expect(decideGameAccess("g1", { owner: "u1" }, "u1")).toEqual({ kind: "allow", route: { name: "game", params: { id: "g1" } } })
    expect(decideGameAccess("g1", { owner: "u2" }, "u1")).toEqual({
      kind: "redirect",
      to: "/403/forbidden-game",
      reason: "not-game-owner"
    })
    expect(decideGameAccess("g1", undefined, "u1")).toEqual({ kind: "redirect", to: "/404/game", reason: "game-not-found" })
  })
})

describe("returning after sign-in", () => {
  it("follows a path inside the app", () => {
    expect(landingAfterSignIn("/game/pregame")).toBe("/game/pregame")
    expect(landingAfterSignIn("/store/bag?pack=party-night")).toBe("/store/bag?pack=party-night")
    expect(landingAfterSignIn("/game/abc%20def")).toBe("/game/abc%20def")
    expect(landingAfterSignIn(returnToOf("/auth/sign-in?returnTo=%2Fparameters"))).toBe("/parameters")
  })

  it("goes to the games route otherwise (spec §4)", () => {
    expect(pathFor("games")).toBe("/game")
    for (const raw of [
      undefined,
      "",
      "https://evil.example",
      "//evil.example",
      "/\\evil.example",
      "javascript:alert(1)",
      "/%2Fevil.example",
      "/%252Fevil.example",
      "/%5Cevil.example",
      "/%09/evil.example",
      "/\t/evil.example",
      "/%E0%A4%A",
      "game",
      "/auth/sign-in",
      42
    ]) {
      expect(landingAfterSignIn(raw)).toBe("/game")
    }
  })

  it("never returns a path that leaves the app", () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.webUrl(), fc.webPath()), (raw) => {
        const safe = safeReturnTo(raw)
        if (safe !== undefined) {
          expect(safe.startsWith("/")).toBe(true)
          expect(safe.startsWith("//")).toBe(false)
        }
      })
    )
  })
})
