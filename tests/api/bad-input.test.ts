import { Effect } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { UserId } from "#core/domain/ids.ts"
import type { Game } from "#core/game/game.ts"
import { GymEventRepository } from "#core/ports/gym-event-repository.ts"
import { startTestServer, type TestServer } from "./api-harness.ts"
import { expectJsonError, itRefusesWhatIsNotItsJson } from "./bad-input-support.ts"

let server: TestServer
let game: Game
/** A gym night of ana's (a host), for its routes' bodies and paths. */
let eventId: string
beforeAll(async () => {
  server = await startTestServer()
  await server.addUser("ana", { disclaimerAccepted: true, disclaimerAcceptedDate: "2026-11-22T10:00:00.000Z" })
  game = await server.addGame("ana")
  await server.runtime.runPromise(
    Effect.flatMap(GymEventRepository, (store) =>
      store.putHost({ userId: UserId.make("ana"), gymName: "Arkose", city: "Lyon", grantedAt: "2026-12-01T10:00:00.000Z", grantedBy: null })
    )
  )
  const created = await server.request("/api/gym-events", { method: "POST", as: "ana", json: validBodies["POST /api/gym-events"] })
  expect(created.status).toBe(201)
  eventId = ((await created.json()) as { event: { id: string } }).event.id
})
afterAll(() => server.close())

const large = "é".repeat(20_000)
const player = { name: "Ana", difficulty: "6A", avatar: "01-green-yellow" }
const validBodies = {
  "POST /api/games": { players: [player, { ...player, name: "Ben" }], packs: ["base"] },
  "POST /api/games/:id/actions": { version: 0, action: { _tag: "confirm-route", route: "Red" } },
  "POST /api/games/:id/end": { version: 0 },
  "PATCH /api/me/profile": { displayName: "Ana B" },
  "POST /api/contact": { name: "Zoé", email: "zoe@grimpe.fr", subject: "Hi", message: "Hello" },
  "POST /api/feedback": { subject: "Hi", message: "Hello", gameId: "g-1", challengeId: "base-001" },
  "POST /api/gym-events": {
    name: "Soirée bloc",
    language: "fr",
    startsAt: "2030-01-01T18:00:00.000Z",
    endsAt: "2030-01-01T22:00:00+00:00",
    packIds: ["base"]
  },
  "POST /api/gym-events/join": { code: "ABCD-EFGH" },
  "POST /api/gym-events/:id/hidden-names": { name: "Bob" }
} as const
type RouteKey = keyof typeof validBodies

/** Per route: bodies that are each wrong in one way. */
const badBodies: Record<RouteKey, ReadonlyArray<readonly [string, unknown]>> = {
  "POST /api/games": [
    ["missing players", { packs: ["base"] }],
    ["extra field", { ...validBodies["POST /api/games"], owner: "ben" }],
    ["players not a list", { players: "Ana", packs: ["base"] }],
    ["unknown grade", { players: [{ ...player, difficulty: "9Z" }, player], packs: ["base"] }],
    [
      "extra player field",
      {
        players: [
          { ...player, score: 500 },
          { ...player, name: "Ben" }
        ],
        packs: ["base"]
      }
    ],
    ["pack id not kebab-case", { players: [player, { ...player, name: "Ben" }], packs: ["Base Pack"] }],
    ["unknown category", { ...validBodies["POST /api/games"], disabledCategories: ["nope"] }],
    ["huge name", { players: [{ ...player, name: large }, player], packs: ["base"] }]
  ],
  "POST /api/games/:id/actions": [
    ["missing version", { action: { _tag: "start-timer" } }],
    ["negative version", { version: -1, action: { _tag: "start-timer" } }],
    ["fractional version", { version: 0.5, action: { _tag: "start-timer" } }],
    ["version as text", { version: "0", action: { _tag: "start-timer" } }],
    ["unknown action", { version: 0, action: { _tag: "add-points", points: 1000 } }],
    ["score smuggled in", { version: 0, action: { _tag: "record-result", outcome: "success", points: 1000 } }],
    ["outcome unknown", { version: 0, action: { _tag: "record-result", outcome: "flash" } }],
    ["huge route", { version: 0, action: { _tag: "confirm-route", route: large } }]
  ],
  "POST /api/games/:id/end": [
    ["missing version", {}],
    ["extra field", { version: 0, gamesPlayed: 99 }],
    ["version null", { version: null }]
  ],
  "PATCH /api/me/profile": [
    ["roles", { roles: ["admin"] }],
    ["gamesPlayed", { gamesPlayed: 1000 }],
    ["currentGameId", { currentGameId: "someone-elses" }],
    ["display name too long", { displayName: large }],
    ["emailList as text", { emailList: "yes" }],
    ["unknown language", { preferredLanguage: "de" }],
    ["unknown category", { categoryBlacklist: ["nope"] }],
    ["duplicate category", { categoryBlacklist: ["game", "game"] }],
    ["not an object", [1, 2, 3]]
  ],
  "POST /api/contact": [
    ["missing message", { name: "Zoé", email: "zoe@grimpe.fr", subject: "Hi" }],
    ["extra field", { ...validBodies["POST /api/contact"], to: "ceo@allez.test" }],
    ["email as number", { ...validBodies["POST /api/contact"], email: 42 }],
    ["bad email", { ...validBodies["POST /api/contact"], email: "zoe@" }]
  ],
  "POST /api/feedback": [
    ["missing subject", { message: "Hello" }],
    ["user identity", { ...validBodies["POST /api/feedback"], userId: "ana" }],
    ["game id too long", { ...validBodies["POST /api/feedback"], gameId: "g".repeat(65) }],
    ["blank message", { subject: "Hi", message: "   " }]
  ],
  "POST /api/gym-events": [
    ["missing name", { ...validBodies["POST /api/gym-events"], name: undefined }],
    ["blank name", { ...validBodies["POST /api/gym-events"], name: "   " }],
    ["huge name", { ...validBodies["POST /api/gym-events"], name: large }],
    ["host smuggled in", { ...validBodies["POST /api/gym-events"], hostId: "someone" }],
    ["join code smuggled in", { ...validBodies["POST /api/gym-events"], joinCode: "ABCDEFGH" }],
    ["start as words", { ...validBodies["POST /api/gym-events"], startsAt: "tomorrow evening" }],
    ["impossible date", { ...validBodies["POST /api/gym-events"], endsAt: "2030-02-31T22:00:00Z" }],
    ["end before start", { ...validBodies["POST /api/gym-events"], endsAt: "2030-01-01T17:00:00Z" }],
    ["no pack", { ...validBodies["POST /api/gym-events"], packIds: [] }],
    ["eleven packs", { ...validBodies["POST /api/gym-events"], packIds: Array.from({ length: 11 }, () => "base") }],
    ["pack id not kebab-case", { ...validBodies["POST /api/gym-events"], packIds: ["Base Pack"] }],
    ["unknown language", { ...validBodies["POST /api/gym-events"], language: "de" }],
    ["option as text", { ...validBodies["POST /api/gym-events"], options: { tieBreakDuel: "yes" } }]
  ],
  "POST /api/gym-events/join": [
    ["missing code", {}],
    ["look-alike characters", { code: "0OIL-0OIL" }],
    ["too short", { code: "ABC" }],
    ["code as a number", { code: 12345678 }],
    ["huge code", { code: large }],
    ["extra field", { code: "ABCD-EFGH", eventId: "x" }]
  ],
  "POST /api/gym-events/:id/hidden-names": [
    ["blank name", { name: "  " }],
    ["huge name", { name: large }],
    ["name as a list", { name: ["Bob"] }],
    ["extra field", { name: "Bob", all: true }]
  ]
}

const send = (route: RouteKey, init: RequestInit) => {
  const [method, path] = route.split(" ") as [string, string]
  return server.request(path.replace(":id", path.startsWith("/api/gym-events") ? eventId : game.id), { method, as: "ana", ...init })
}

describe.each(Object.keys(validBodies) as Array<RouteKey>)("bad input: %s", (route) => {
  itRefusesWhatIsNotItsJson(
    (init) => send(route, init),
    validBodies[route],
    () => server.url
  )

  it.each(badBodies[route])("refuses %s with a 4xx JSON error naming the problem", async (_, json) => {
    const body = await expectJsonError(await send(route, { body: JSON.stringify(json), headers: { "content-type": "application/json" } }), [409, 413, 422])
    expect(body.error.code).not.toBe("internal")
  })
})

describe("bad input: paths and queries", () => {
  it.each([
    ["GET", `/api/games/${"g".repeat(65)}`],
    ["GET", "/api/games/%20%20"],
    ["GET", `/api/games/${"g".repeat(65)}/events`],
    ["GET", "/api/gym-events/%20%20"],
    ["GET", `/api/gym-events/${"e".repeat(65)}`],
    ["POST", "/api/gym-events/not%20an%20id/close"],
    ["GET", `/api/gym-events/${"e".repeat(65)}/results.csv`],
    ["GET", `/api/gym-events/${"e".repeat(20)}/screen?token=${"t".repeat(201)}`],
    ["GET", `/api/gym-events/${"e".repeat(20)}/screen/live?token=${"t".repeat(201)}`],
    ["DELETE", `/api/gym-events/${"e".repeat(20)}/hidden-names/${"n".repeat(201)}`]
  ])("%s %s answers 422", async (method, path) => {
    const body = await expectJsonError(await server.request(path, { method, as: "ana", headers: { origin: server.url } }), [422])
    expect(body.error.code).toBe("invalid-input")
  })

  it("refuses a DELETE version that is not a whole number", async () => {
    for (const version of ["abc", "-1", "1.5", ""]) {
      const response = await server.request(`/api/games/${game.id}?version=${version}`, { method: "DELETE", as: "ana", headers: { origin: server.url } })
      await expectJsonError(response, [422])
    }
    expect((await server.request(`/api/games/${game.id}`, { as: "ana" })).status).toBe(200)
  })

  it("left every stored thing as it was", async () => {
    expect(await (await server.request(`/api/games/${game.id}`, { as: "ana" })).json()).toEqual(game)
    const profile = await (await server.request("/api/me/profile", { as: "ana" })).json()
    expect(profile).toMatchObject({ roles: [], gamesPlayed: 0, displayName: "ana", currentGameId: game.id })
    expect(server.mails).toEqual([])
    expect(server.logs.filter((line) => line.level === "error")).toEqual([])
  })
})
