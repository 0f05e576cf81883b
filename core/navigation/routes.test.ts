import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { matchRoute, pathFor, type RouteName, routeDefinition, routes, withReturnTo } from "./routes.ts"

const arbId = fc.string({ minLength: 1, maxLength: 20 })

describe("the route table", () => {
  it.each([
    ["/", "home"],
    ["/what-is-it", "what"],
    ["/rules", "rules"],
    ["/about", "about"],
    ["/contact", "contact"],
    ["/auth", "auth"],
    ["/auth/sign-in", "sign-in"],
    ["/auth/sign-up", "sign-up"],
    ["/auth/forgot-password", "forgot-password"],
    ["/auth/verify-email", "verify-email"],
    ["/auth/confirm-email", "confirm-email"],
    ["/auth/link-account", "link-account"],
    ["/store", "store"],
    ["/store/bag", "bag"],
    ["/store/success", "success"],
    ["/store/error", "failure"],
    ["/disclaimer", "disclaimer"],
    ["/parameters", "parameters"],
    ["/game", "main-menu"],
    ["/game/pregame", "pregame"],
    ["/game/history", "history"],
    ["/game/disclaimer", "disclaimer-game"],
    ["/admin", "admin"],
    ["/admin/packs", "admin-packs"],
    ["/admin/packs/challenges", "admin-challenges"],
    ["/admin/packs/categories", "admin-categories"],
    ["/admin/packs/tags", "admin-tags"],
    ["/admin/packs/stats", "admin-card-stats"],
    ["/admin/feedback", "admin-feedback"],
    ["/admin/add-admin", "admin-add-admin"],
    ["/404", "not-found"],
    ["/404/game", "game-not-found"],
    ["/403", "forbidden"],
    ["/403/forbidden-game", "forbidden-game"],
    ["/under-construction", "under-construction"]
  ])("%s is %s", (path, name) => {
    expect(matchRoute(path)).toEqual({ name, params: {} })
  })

  it("reads a game id and an admin pack id", () => {
    expect(matchRoute("/game/abc123")).toEqual({ name: "game", params: { id: "abc123" } })
    expect(matchRoute("/admin/packs/party-night")).toEqual({ name: "admin-pack", params: { id: "party-night" } })
    expect(matchRoute("/watch/g-1?token=abc")).toEqual({ name: "watch", params: { id: "g-1" } })
  })

  it("reads the gym night's join code and its big screen", () => {
    expect(matchRoute("/event/ABCD-EFGH")).toEqual({ name: "event-join", params: { code: "ABCD-EFGH" } })
    expect(matchRoute("/event/e-1/screen?token=abc")).toEqual({ name: "event-screen", params: { id: "e-1" } })
    expect(routeDefinition("event-screen").access).toBe("public")
    expect(matchRoute("/host")).toEqual({ name: "host", params: {} })
    expect(matchRoute("/host/events/e-1")).toEqual({ name: "host-event", params: { id: "e-1" } })
    expect(matchRoute("/host/events/e-1/poster?size=a3&lang=en")).toEqual({ name: "host-poster", params: { id: "e-1" } })
    expect(routeDefinition("host-poster").access).toBe("auth")
  })

  it("lets static segments win over a parameter", () => {
    expect(matchRoute("/game/pregame").name).toBe("pregame")
    expect(matchRoute("/game/disclaimer").name).toBe("disclaimer-game")
    expect(matchRoute("/admin/packs/tags").name).toBe("admin-tags")
    expect(matchRoute("/admin/packs/stats?pack=base").name).toBe("admin-card-stats")
  })

  it("sends anything unknown to not-found", () => {
    for (const path of ["/nope", "/game/a/b", "/admin/packs/x/y", "/auth/sign-out", "/game//x", "/game/%E0%A4%A"]) {
      expect(matchRoute(path)).toEqual({ name: "not-found", params: {} })
    }
  })

  it("ignores query, hash and a trailing slash", () => {
    expect(matchRoute("/game/pregame/?x=1#top").name).toBe("pregame")
    expect(matchRoute("/store/bag#list").name).toBe("bag")
    expect(matchRoute("/game/abc?returnTo=%2F")).toEqual({ name: "game", params: { id: "abc" } })
  })

  it("has the spec's redirects: games → main-menu, admin → admin packs", () => {
    expect(pathFor("games")).toBe("/game")
    expect(routeDefinition("games").redirectTo).toBe("main-menu")
    expect(routeDefinition("admin").redirectTo).toBe("admin-packs")
    expect(pathFor("admin-packs")).toBe("/admin/packs")
  })

  it("every route's path leads back to it (games is an alias of main-menu)", () => {
    for (const route of routes) {
      const name = route.name as RouteName
      const path = route.path.replace(":id", "some-id")
      expect(matchRoute(path).name).toBe(name === "games" ? "main-menu" : name)
    }
  })

  it("pathFor and matchRoute are inverse for any game or pack id", () => {
    fc.assert(
      fc.property(arbId, (id) => {
        const gameMatch = matchRoute(pathFor("game", { id }))
        if (id === "pregame" || id === "disclaimer" || id === "history") expect(gameMatch.params).toEqual({})
        else expect(gameMatch).toEqual({ name: "game", params: { id } })
        const pack = matchRoute(pathFor("admin-pack", { id }))
        if (["challenges", "categories", "tags"].includes(id)) expect(pack.params).toEqual({})
        else expect(pack).toEqual({ name: "admin-pack", params: { id } })
      })
    )
  })

  it("matches any string without throwing", () => {
    fc.assert(
      fc.property(fc.string(), (path) => {
        expect(routes.some((route) => route.name === matchRoute(path).name)).toBe(true)
      })
    )
  })

  it("adds an encoded returnTo", () => {
    expect(withReturnTo("/auth/sign-in", "/game/a b?x=1")).toBe("/auth/sign-in?returnTo=%2Fgame%2Fa%20b%3Fx%3D1")
  })
})
