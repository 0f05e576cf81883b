import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { GymEventAnswer } from "#contract/gym-event-answers.ts"
import type { RouteAnswer } from "#contract/routes.ts"
import type { Game } from "#core/game/game.ts"
import { followServerEvents, readServerEvents, startTestServer, type TestServer, tonightsEvent } from "./api-harness.ts"

const publicUrl = "https://allez.example"
const accepted = { disclaimerAccepted: true, disclaimerAcceptedDate: "2026-11-22T10:00:00.000Z" }
const hour = 3_600_000

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ socket: true, publicUrl, watchCheckSeconds: 1 })
  await server.addUser("boss", { roles: ["admin"] })
  await server.addUser("gym", accepted)
  await server.addUser("rival", accepted)
  await server.addUser("group1", accepted)
  await server.addUser("group2", accepted)
})
afterAll(() => server.close())

const json = async <T>(response: Response, status = 200): Promise<T> => {
  const text = await response.text()
  expect(response.status, text).toBe(status)
  return JSON.parse(text) as T
}

const grant = (email: string, gymName = "Vertical'Art", city = "Lyon") =>
  server.request("/api/admin/hosts", { method: "POST", as: "boss", json: { email, gymName, city } })

const newEvent = (as: string, overrides: Record<string, unknown> = {}) =>
  server.request("/api/gym-events", {
    method: "POST",
    as,
    json: tonightsEvent(overrides)
  })

const players = [
  { name: "Chloé", difficulty: "6A", avatar: "01-green-yellow" },
  { name: "Max", difficulty: "5+", avatar: "02-blue-red" }
]

const act = async (as: string, game: Game, action: unknown): Promise<Game> =>
  json<Game>(await server.request(`/api/games/${game.id}/actions`, { method: "POST", as, json: { version: game.version, action } }))

const playTurn = async (as: string, game: Game, outcome: "success" | "fail") =>
  act(as, await act(as, game, { _tag: "confirm-route", route: null }), { _tag: "record-result", outcome })

describe("gym nights through the API", () => {
  let event: GymEventAnswer<"POST /gym-events">

  it("lets an admin make an account a host, audited, and only an admin", async () => {
    expect((await grant("gym@allez.test", "Arkose")).status).toBe(201)
    const moved = await json<GymEventAnswer<"POST /admin/hosts">>(await grant("gym@allez.test"))
    expect(moved).toMatchObject({ isNew: false, host: { email: "gym@allez.test", gymName: "Vertical'Art", city: "Lyon" } })
    expect((await grant("nobody@allez.test")).status).toBe(404)
    expect((await server.request("/api/admin/hosts", { method: "POST", as: "gym", json: { email: "gym@allez.test", gymName: "x", city: "y" } })).status).toBe(
      403
    )
    const hosts = await json<GymEventAnswer<"GET /admin/hosts">>(await server.request("/api/admin/hosts", { as: "boss" }))
    expect(hosts.hosts.map((host) => host.email)).toEqual(["gym@allez.test"])
    const audit = await json<{ entries: Array<{ action: string }> }>(await server.request("/api/admin/audit", { as: "boss" }))
    expect(audit.entries.filter((entry) => entry.action === "host.grant").length).toBe(2)
  })

  it("tells the web app which gym a signed-in account hosts for, and null for anyone else", async () => {
    expect(await json<RouteAnswer<"GET /api/auth/me">>(await server.request("/api/auth/me", { as: "gym" }))).toMatchObject({
      host: { gymName: "Vertical'Art", city: "Lyon" }
    })
    expect((await json<RouteAnswer<"GET /api/auth/me">>(await server.request("/api/auth/me", { as: "rival" }))).host).toBeNull()
    expect((await json<RouteAnswer<"GET /api/auth/me">>(await server.request("/api/auth/me", { as: "boss" }))).host).toBeNull()
    expect((await json<RouteAnswer<"GET /api/auth/me">>(await server.request("/api/auth/me"))).host).toBeNull()
  })

  it("lets a host create an event: a join code, a poster link and a screen link on the public address", async () => {
    expect((await newEvent("rival")).status).toBe(403)
    event = await json(await newEvent("gym"), 201)
    expect(event.event).toMatchObject({
      name: "Soirée bloc",
      gymName: "Vertical'Art",
      city: "Lyon",
      status: "open",
      groups: 0,
      options: { tieBreakDuel: true }
    })
    expect(event.event.joinCode).toMatch(/^[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/)
    expect(event.event.joinUrl).toBe(`${publicUrl}/event/${event.event.joinCode}`)
    expect(event.screenUrl.startsWith(`${publicUrl}/event/${event.event.id}/screen?token=`)).toBe(true)
    expect(event.event.packs).toEqual([{ id: "party-night", name: expect.objectContaining({ fr: expect.any(String) }) }])
    const mine = await json<GymEventAnswer<"GET /gym-events">>(await server.request("/api/gym-events", { as: "gym" }))
    expect(mine.events.map((e) => e.id)).toEqual([event.event.id])
  })

  it("refuses a bad event with a message in the user's language, never a 500", async () => {
    const tooLong = await newEvent("gym", { endsAt: new Date(Date.now() + 30 * hour).toISOString() })
    expect(tooLong.status).toBe(422)
    expect(((await tooLong.json()) as { error: { code: string } }).error.code).toBe("invalid-event-window")
    const unknownPack = await newEvent("gym", { packIds: ["training"] })
    expect(((await unknownPack.json()) as { error: { code: string } }).error.code).toBe("event-pack-unavailable")
    const garbage = await newEvent("gym", { name: "", startsAt: "tomorrow", packIds: [] })
    expect(garbage.status).toBe(422)
    const body = (await garbage.json()) as { error: { code: string; fields: Record<string, string> } }
    expect(Object.keys(body.error.fields).sort()).toEqual(["name", "packIds", "startsAt"])
  })

  it("lets a group join by code, typed any way, with the event's packs whole and the notice that names show", async () => {
    const typed = event.event.joinCode.toLowerCase().replace("-", " ")
    const joined = await json<GymEventAnswer<"POST /gym-events/join">>(
      await server.request("/api/gym-events/join", { method: "POST", as: "group1", json: { code: typed } })
    )
    expect(joined.namesShownNotice).toBe(true)
    expect(joined.event.id).toBe(event.event.id)
    expect(joined.event.packs[0]?.challenges.length).toBeGreaterThan(0)
    const wrong = await server.request("/api/gym-events/join", { method: "POST", json: { code: "2222-2222" } })
    expect(((await wrong.json()) as { error: { code: string } }).error.code).toBe("join-code-unknown")
  })

  it("plays the event's packs in a group's game though the group does not own them, and shows its results on the screen", async () => {
    // Without the event, a pack the user does not own is refused.
    expect((await server.request("/api/games", { method: "POST", as: "group1", json: { players, packs: ["party-night"] } })).status).toBe(403)
    let game = await json<Game>(
      await server.request("/api/games", { method: "POST", as: "group1", json: { players, packs: ["party-night"], gymEventId: event.event.id } }),
      201
    )
    expect(game.gymEvent).toEqual({ id: event.event.id, name: "Soirée bloc" })
    expect(game.tieBreak).toBe(true)
    const token = new URL(event.screenUrl).searchParams.get("token") ?? ""
    const live = await fetch(`${server.url}/api/gym-events/${event.event.id}/screen/live?token=${token}`)
    expect(live.headers.get("content-type")).toContain("text/event-stream")
    game = await playTurn("group1", game, "success")
    const events = await readServerEvents(live, (seen) =>
      seen.some((e) => e.event === "screen" && (e.data as { ranking: Array<{ points: number }> }).ranking.some((p) => p.points === 100))
    )
    const last = events.at(-1)?.data as GymEventAnswer<"GET /gym-events/:id/screen">["screen"]
    expect(last.ranking[0]).toEqual({ name: "Chloé", group: 1, points: 100, rank: 1 })
    expect(last.ticker[0]).toMatchObject({ name: "Chloé", group: 1, succeeded: true })
    const text = JSON.stringify(events)
    for (const secret of ["group1", "gym@allez.test", game.id, event.event.joinCode.replace("-", ""), token]) expect(text).not.toContain(secret)

    // A reveal changes nothing a TV shows, so it sends the TVs nothing: the next view is the next result's.
    const tv = followServerEvents(await fetch(`${server.url}/api/gym-events/${event.event.id}/screen/live?token=${token}`))
    await tv.next("screen")
    game = await playTurn("group1", game, "fail")
    const next = (await tv.next("screen"))?.data as GymEventAnswer<"GET /gym-events/:id/screen">["screen"]
    await tv.close()
    expect(next.ticker[0]).toMatchObject({ name: "Max", group: 1, succeeded: false })
  })

  it("hides a name at once, and a replaced screen link stops at once", async () => {
    const token = new URL(event.screenUrl).searchParams.get("token") ?? ""
    // A TV already showing the night: the hidden name leaves it, and its link is checked again after that change.
    const tv = followServerEvents(await fetch(`${server.url}/api/gym-events/${event.event.id}/screen/live?token=${token}`))
    expect(JSON.stringify((await tv.next("screen"))?.data)).toContain("Chloé")
    await json(await server.request(`/api/gym-events/${event.event.id}/hidden-names`, { method: "POST", as: "gym", json: { name: " chloé " } }))
    expect(JSON.stringify((await tv.next("screen"))?.data)).not.toContain("Chloé")
    const screen = await json<GymEventAnswer<"GET /gym-events/:id/screen">>(await server.request(`/api/gym-events/${event.event.id}/screen?token=${token}`))
    expect(JSON.stringify(screen)).not.toContain("Chloé")
    const replaced = await json<GymEventAnswer<"POST /gym-events/:id/screen-token">>(
      await server.request(`/api/gym-events/${event.event.id}/screen-token`, { method: "POST", as: "gym", json: {} }),
      201
    )
    expect((await server.request(`/api/gym-events/${event.event.id}/screen?token=${token}`)).status).toBe(403)
    // The TV on the old link says so, then its stream ends.
    expect((await tv.next())?.event).toBe("refused")
    expect(await tv.next()).toBeUndefined()
    const fresh = new URL(replaced.screenUrl).searchParams.get("token") ?? ""
    expect((await server.request(`/api/gym-events/${event.event.id}/screen?token=${fresh}`)).status).toBe(200)
  })

  it("gives the host results and a CSV, and closes the event: its code stops joining", async () => {
    const results = await json<GymEventAnswer<"GET /gym-events/:id/results">>(await server.request(`/api/gym-events/${event.event.id}/results`, { as: "gym" }))
    expect(results.results.groups).toBe(1)
    // The two turns played above, a card each.
    expect(results.results.cards.length).toBe(2)
    const csv = await server.request(`/api/gym-events/${event.event.id}/results.csv`, { as: "gym" })
    expect(csv.headers.get("content-type")).toContain("text/csv")
    expect((await csv.text()).split("\r\n")[0]).toBe("rank,group,name,points,attempts,successes,team_score,team_target,team_reached_target")
    expect((await server.request(`/api/gym-events/${event.event.id}/results`, { as: "rival" })).status).toBe(403)
    const closed = await json<GymEventAnswer<"POST /gym-events/:id/close">>(
      await server.request(`/api/gym-events/${event.event.id}/close`, { method: "POST", as: "gym", json: {} })
    )
    expect(closed.event.status).toBe("closed")
    const late = await server.request("/api/gym-events/join", { method: "POST", json: { code: event.event.joinCode } })
    expect(late.status).toBe(404)
    const lateGame = await server.request("/api/games", { method: "POST", as: "group2", json: { players, packs: ["base"], gymEventId: event.event.id } })
    expect(((await lateGame.json()) as { error: { code: string } }).error.code).toBe("gym-event-not-open")
  })
})
