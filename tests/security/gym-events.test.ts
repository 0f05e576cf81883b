import { Effect } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { GymEventAnswer } from "#contract/gym-event-answers.ts"
import { UserId } from "#core/domain/ids.ts"
import type { Game } from "#core/game/game.ts"
import { GymEventRepository } from "#core/ports/gym-event-repository.ts"
import { joinBudgetPerAddress } from "../../api/routes/gym-events.ts"
import { readServerEvents, startTestServer, type TestServer, tonightsEvent } from "../api/api-harness.ts"
import { twoPlayerGameBody } from "../support/game-fixtures.ts"

const accepted = { disclaimerAccepted: true, disclaimerAcceptedDate: "2026-11-22T10:00:00.000Z" }
const hour = 3_600_000

let server: TestServer
/** Each host's event, as created. */
let mine: GymEventAnswer<"POST /gym-events">
let theirs: GymEventAnswer<"POST /gym-events">
beforeAll(async () => {
  server = await startTestServer({ socket: true, trustProxy: 1, watchCheckSeconds: 1 })
  for (const id of ["gym-a", "gym-b"]) {
    await server.addUser(id, { ...accepted, displayName: `${id} Secret Name` })
    await server.runtime.runPromise(
      Effect.flatMap(GymEventRepository, (store) =>
        store.putHost({
          userId: UserId.make(id),
          gymName: `Gym ${id.slice(-1).toUpperCase()}`,
          city: "Lyon",
          grantedAt: "2026-12-01T10:00:00.000Z",
          grantedBy: null
        })
      )
    )
  }
  await server.addUser("crew", { ...accepted, displayName: "Group Secret Name" })
  await server.addUser("other", accepted)
  const create = async (as: string) => {
    const response = await server.request("/api/gym-events", {
      method: "POST",
      as,
      headers: { "x-forwarded-for": "10.9.0.1" },
      json: tonightsEvent({
        name: `Night ${as.slice(-1).toUpperCase()}`,
        language: "en",
        endsAt: new Date(Date.now() + hour).toISOString(),
        packIds: ["base"],
        options: { tieBreakDuel: false }
      })
    })
    expect(response.status).toBe(201)
    return (await response.json()) as GymEventAnswer<"POST /gym-events">
  }
  mine = await create("gym-a")
  theirs = await create("gym-b")
})
afterAll(() => server.close())

const tokenOf = (answer: { readonly screenUrl: string }) => new URL(answer.screenUrl).searchParams.get("token") ?? ""
const codeOf = async (response: Response) => ((await response.json()) as { error: { code: string } }).error.code

/** Every route of a host, for an event id, with a body the host could send. */
const hostRoutes = (id: string): ReadonlyArray<{ readonly method: string; readonly path: string; readonly json?: unknown }> => [
  { method: "GET", path: `/api/gym-events/${id}` },
  { method: "POST", path: `/api/gym-events/${id}/close`, json: {} },
  { method: "POST", path: `/api/gym-events/${id}/hidden-names`, json: { name: "Zoé" } },
  { method: "DELETE", path: `/api/gym-events/${id}/hidden-names/Zo%C3%A9` },
  { method: "POST", path: `/api/gym-events/${id}/screen-token`, json: {} },
  { method: "GET", path: `/api/gym-events/${id}/results` },
  { method: "GET", path: `/api/gym-events/${id}/results.csv` }
]

describe("a host sees and changes only their own events", () => {
  it("answers another host's event as a missing one on every host route, and changes nothing", async () => {
    for (const { method, path, json } of hostRoutes(theirs.event.id)) {
      const response = await server.request(path, { method, as: "gym-a", headers: { origin: server.url }, ...(json !== undefined && { json }) })
      expect(response.status, `${method} ${path}`).toBe(404)
      expect(await codeOf(response)).toBe("gym-event-not-found")
    }
    const list = (await (await server.request("/api/gym-events", { as: "gym-a" })).json()) as GymEventAnswer<"GET /gym-events">
    expect(list.events.map((event) => event.id)).toEqual([mine.event.id])
    // Their event is as it was: open, its screen link still opening it.
    const read = (await (await server.request(`/api/gym-events/${theirs.event.id}`, { as: "gym-b" })).json()) as GymEventAnswer<"GET /gym-events/:id">
    expect(read.event).toMatchObject({ status: "open", hiddenNames: [] })
    expect((await server.request(`/api/gym-events/${theirs.event.id}/screen?token=${tokenOf(theirs)}`)).status).toBe(200)
  })

  it("refuses every host route to a player who is not a host (403) and to nobody (401)", async () => {
    const routes = [{ method: "GET", path: "/api/gym-events" }, { method: "GET", path: "/api/gym-events/packs" }, ...hostRoutes(mine.event.id)]
    for (const { method, path, json } of routes) {
      const init = { method, headers: { origin: server.url }, ...(json !== undefined && { json }) }
      const asPlayer = await server.request(path, { ...init, as: "crew" })
      expect(asPlayer.status, `${method} ${path}`).toBe(403)
      expect(await codeOf(asPlayer)).toBe("not-host")
      const asNobody = await server.request(path, init)
      expect(asNobody.status, `${method} ${path}`).toBe(401)
    }
    const create = await server.request("/api/gym-events", {
      method: "POST",
      as: "crew",
      json: { name: "x", language: "en", startsAt: "x", endsAt: "x", packIds: ["base"] }
    })
    expect([403, 422]).toContain(create.status)
  })
})

describe("join codes", () => {
  it("cannot be enumerated: an address's wrong guesses spend its budget, then even a right code waits; another address is not held up", async () => {
    const address = "10.1.0.1"
    const join = (code: string, from = address) =>
      server.request("/api/gym-events/join", { method: "POST", headers: { "x-forwarded-for": from }, json: { code } })
    const answers = []
    for (let i = 0; i < joinBudgetPerAddress.limit; i++) answers.push((await join(`${"2345".repeat(2).slice(0, 7)}${"23456789"[i % 8]}`)).status)
    expect(answers.every((status) => status === 404)).toBe(true)
    const spent = await join(mine.event.joinCode)
    expect(spent.status).toBe(429)
    expect(await codeOf(spent)).toBe("too-many-attempts")
    expect((await join(mine.event.joinCode, "10.1.0.2")).status).toBe(200)
  })

  it("are 8 characters of a 31-letter alphabet (about 2^39) and never the same for two events not closed", () => {
    for (const answer of [mine, theirs]) expect(answer.event.joinCode).toMatch(/^[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/)
    expect(mine.event.joinCode).not.toBe(theirs.event.joinCode)
  })
})

describe("the big screen's link", () => {
  it("opens its own event only, and a wrong, empty or other event's token is refused alike", async () => {
    const refusals = await Promise.all([
      server.request(`/api/gym-events/${mine.event.id}/screen?token=${tokenOf(theirs)}`),
      server.request(`/api/gym-events/${theirs.event.id}/screen?token=${tokenOf(mine)}`),
      server.request(`/api/gym-events/${mine.event.id}/screen?token=`),
      server.request(`/api/gym-events/${mine.event.id}/screen?token=${tokenOf(mine).replace(/.$/, (c) => (c === "a" ? "b" : "a"))}`),
      server.request(`/api/gym-events/${"x".repeat(32)}/screen?token=${tokenOf(mine)}`),
      server.request(`/api/gym-events/${theirs.event.id}/screen/live?token=${tokenOf(mine)}`)
    ])
    for (const refused of refusals) {
      expect(refused.status).toBe(403)
      expect(await codeOf(refused)).toBe("screen-refused")
    }
    // The token opens nothing of the host's either.
    for (const { method, path, json } of hostRoutes(mine.event.id)) {
      const response = await server.request(`${path}${path.includes("?") ? "&" : "?"}token=${tokenOf(mine)}`, {
        method,
        headers: { origin: server.url },
        ...(json !== undefined && { json })
      })
      expect(response.status, `${method} ${path}`).toBe(401)
    }
  })

  it("leaks no e-mail, account id, game id, join code or token: only the names players typed", async () => {
    const game = (await (
      await server.request("/api/games", {
        method: "POST",
        as: "crew",
        json: twoPlayerGameBody(["Zoé", "Malik"], { gymEventId: mine.event.id })
      })
    ).json()) as Game
    const confirmed = (await (
      await server.request(`/api/games/${game.id}/actions`, {
        method: "POST",
        as: "crew",
        json: { version: game.version, action: { _tag: "confirm-route", route: "Le toit" } }
      })
    ).json()) as Game
    await server.request(`/api/games/${game.id}/actions`, {
      method: "POST",
      as: "crew",
      json: { version: confirmed.version, action: { _tag: "record-result", outcome: "success" } }
    })
    const text = await (await server.request(`/api/gym-events/${mine.event.id}/screen?token=${tokenOf(mine)}`)).text()
    expect(text).toContain("Zoé")
    for (const secret of [
      "crew",
      "Secret Name",
      "allez.test",
      "gym-a",
      game.id,
      mine.event.joinCode,
      mine.event.joinCode.replace("-", ""),
      tokenOf(mine),
      "Le toit"
    ]) {
      expect(text, secret).not.toContain(secret)
    }
  })

  it("stops working at once when replaced: the old link is refused and its open stream says so and ends", async () => {
    const old = tokenOf(mine)
    const live = await fetch(`${server.url}/api/gym-events/${mine.event.id}/screen/live?token=${old}`, { headers: { "x-forwarded-for": "10.2.0.1" } })
    expect(live.status).toBe(200)
    const replaced = await server.request(`/api/gym-events/${mine.event.id}/screen-token`, { method: "POST", as: "gym-a", json: {} })
    expect(replaced.status).toBe(201)
    expect((await server.request(`/api/gym-events/${mine.event.id}/screen?token=${old}`)).status).toBe(403)
    const events = await readServerEvents(live, (seen) => seen.some((event) => event.event === "refused"))
    expect(events.map((event) => event.event)).toContain("refused")
    const fresh = tokenOf((await replaced.json()) as { screenUrl: string })
    expect((await server.request(`/api/gym-events/${mine.event.id}/screen?token=${fresh}`)).status).toBe(200)
    mine = { ...mine, screenUrl: `https://x.test/?token=${fresh}` }
  })
})

describe("joining", () => {
  it("only adds the group's own game: nobody else's game, profile or packs change, and the event's packs stay the event's", async () => {
    const before = (await (await server.request("/api/me/profile", { as: "other" })).json()) as { currentGameId: string | null; packs: ReadonlyArray<string> }
    const joined = await server.request("/api/gym-events/join", {
      method: "POST",
      as: "crew",
      headers: { "x-forwarded-for": "10.3.0.1" },
      json: { code: mine.event.joinCode }
    })
    expect(joined.status).toBe(200)
    const game = (await (
      await server.request("/api/games", {
        method: "POST",
        as: "crew",
        json: twoPlayerGameBody(["Léa", "Tom"], { gymEventId: mine.event.id })
      })
    ).json()) as Game
    expect(game.owner).toBe("crew")
    // Another player cannot act on it, event or not.
    expect((await server.request(`/api/games/${game.id}`, { as: "other" })).status).toBe(403)
    const after = (await (await server.request("/api/me/profile", { as: "other" })).json()) as typeof before
    expect(after).toEqual(before)
    const group = (await (await server.request("/api/me/profile", { as: "crew" })).json()) as { packs: ReadonlyArray<string>; currentGameId: string }
    expect(group.packs).toEqual([])
    expect(group.currentGameId).toBe(game.id)
    // A body naming someone else is refused, not obeyed.
    const smuggled = await server.request("/api/games", {
      method: "POST",
      as: "crew",
      json: {
        players: [
          { name: "A", difficulty: "6A", avatar: "01-green-yellow" },
          { name: "B", difficulty: "6A", avatar: "02-blue-red" }
        ],
        packs: ["base"],
        gymEventId: mine.event.id,
        owner: "other"
      }
    })
    expect(smuggled.status).toBe(422)
    const results = (await (
      await server.request(`/api/gym-events/${mine.event.id}/results`, { as: "gym-a" })
    ).json()) as GymEventAnswer<"GET /gym-events/:id/results">
    expect(results.results.groups).toBe(2)
  })
})
