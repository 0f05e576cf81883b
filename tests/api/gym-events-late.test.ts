import { Effect } from "effect"
import { afterAll, beforeAll, expect, it } from "vitest"
import type { GymEventAnswer } from "#contract/gym-event-answers.ts"
import { DataRights } from "#core/account/data-rights.ts"
import { UserId } from "#core/domain/ids.ts"
import type { Game } from "#core/game/game.ts"
import type { FinishedGame } from "#core/history/finished-game.ts"
import { GymEventRepository } from "#core/ports/gym-event-repository.ts"
import { startTestServer, type TestServer, tonightsEvent } from "./api-harness.ts"

const accepted = { disclaimerAccepted: true, disclaimerAcceptedDate: "2026-11-22T10:00:00.000Z" }
const minute = 60_000
const hour = 60 * minute

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
  await server.addUser("gym", accepted)
  await server.addUser("offline", accepted)
  await server.runtime.runPromise(
    Effect.flatMap(GymEventRepository, (store) =>
      store.putHost({ userId: UserId.make("gym"), gymName: "Arkose", city: "Lyon", grantedAt: "2026-12-01T10:00:00.000Z", grantedBy: null })
    )
  )
})
afterAll(() => server.close())

const players = [
  { name: "Chloé", difficulty: "6A", avatar: "01-green-yellow" },
  { name: "Max", difficulty: "5+", avatar: "02-blue-red" }
]

it("counts an offline group's results when it syncs after the night, by the time they were played, and names the night in its history", async () => {
  // The night ran from 3 h ago to 1 h ago; the group lost the network from its start and syncs now.
  const startsAt = Date.now() - 3 * hour
  const endsAt = Date.now() - hour
  const created = await server.request("/api/gym-events", {
    method: "POST",
    as: "gym",
    json: { name: "Nuit passée", language: "fr", startsAt: new Date(startsAt).toISOString(), endsAt: new Date(endsAt).toISOString(), packIds: ["base"] }
  })
  expect(created.status).toBe(201)
  const { event } = (await created.json()) as GymEventAnswer<"POST /gym-events">
  expect(event.status).toBe("ended")
  // A game started today, now, cannot join a night that ended…
  const now = await server.request("/api/games", { method: "POST", as: "offline", json: { players, packs: ["base"], gymEventId: event.id } })
  expect(((await now.json()) as { error: { code: string } }).error.code).toBe("gym-event-not-open")
  // …but the one the group started inside the window, replayed from the phone, does.
  const playedFrom = startsAt + 30 * minute
  const started = await server.request("/api/games", {
    method: "POST",
    as: "offline",
    json: { players, packs: ["base"], gymEventId: event.id, seed: 4242, startedAt: new Date(playedFrom).toISOString() }
  })
  expect(started.status).toBe(201)
  let game = (await started.json()) as Game
  expect(game.gymEvent).toEqual({ id: event.id, name: "Nuit passée" })
  const act = async (action: unknown, at: number) => {
    const response = await server.request(`/api/games/${game.id}/actions`, { method: "POST", as: "offline", json: { version: game.version, action, at } })
    expect(response.status).toBe(200)
    game = (await response.json()) as Game
  }
  // Chloé climbs inside the window; Max only after the night ended.
  await act({ _tag: "confirm-route", route: null }, playedFrom + minute)
  await act({ _tag: "record-result", outcome: "success" }, playedFrom + 2 * minute)
  await act({ _tag: "confirm-route", route: null }, endsAt + 10 * minute)
  await act({ _tag: "record-result", outcome: "success" }, endsAt + 11 * minute)
  const { results } = (await (
    await server.request(`/api/gym-events/${event.id}/results`, { as: "gym" })
  ).json()) as GymEventAnswer<"GET /gym-events/:id/results">
  expect(results.ranking).toEqual([
    { name: "Chloé", group: 1, points: 100, rank: 1 },
    { name: "Max", group: 1, points: 0, rank: 2 }
  ])
  expect(results.results).toBe(1)

  // The game plays on to its end and stays in the group's history with the night's name.
  while (game.turn.phase !== "finished") {
    await act(game.turn.phase === "choosing-route" ? { _tag: "confirm-route", route: null } : { _tag: "record-result", outcome: "fail" }, Date.now())
  }
  const ended = await server.request(`/api/games/${game.id}/end`, { method: "POST", as: "offline", json: { version: game.version } })
  expect(ended.status).toBe(200)
  const history = (await (await server.request("/api/me/history", { as: "offline" })).json()) as { games: ReadonlyArray<FinishedGame> }
  expect(history.games[0]?.gymEvent).toEqual({ id: event.id, name: "Nuit passée" })
  // Its results stay the night's after the game left the games store.
  const after = (await (await server.request(`/api/gym-events/${event.id}/results`, { as: "gym" })).json()) as GymEventAnswer<"GET /gym-events/:id/results">
  expect(after.results.ranking[0]).toEqual({ name: "Chloé", group: 1, points: 100, rank: 1 })
})

it("exports a host's grant and nights with their data, and forgets the grant when the account is erased", async () => {
  await server.addUser("leaving", accepted)
  await server.runtime.runPromise(
    Effect.flatMap(GymEventRepository, (store) =>
      store.putHost({ userId: UserId.make("leaving"), gymName: "Climb Up", city: "Lyon", grantedAt: "2026-12-01T10:00:00.000Z", grantedBy: null })
    )
  )
  const created = await server.request("/api/gym-events", {
    method: "POST",
    as: "leaving",
    json: tonightsEvent({
      name: "Dernière",
      startsAt: new Date(Date.now()).toISOString(),
      endsAt: new Date(Date.now() + hour).toISOString(),
      packIds: ["base"],
      options: { tieBreakDuel: false }
    })
  })
  expect(created.status).toBe(201)
  const exported = await server.runtime.runPromise(Effect.flatMap(DataRights, (rights) => rights.exportByEmail("leaving@allez.test")))
  expect(exported.gymHost).toMatchObject({ host: { gymName: "Climb Up" }, events: [{ name: "Dernière" }] })
  await server.runtime.runPromise(Effect.flatMap(DataRights, (rights) => rights.deleteByEmail("leaving@allez.test")))
  expect(await server.runtime.runPromise(Effect.flatMap(GymEventRepository, (store) => store.host(UserId.make("leaving"))))).toBeNull()
})
