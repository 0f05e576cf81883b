import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { currentPlayerIndex, totalTurns } from "#core/game/engine.ts"
import type { Game, Outcome } from "#core/game/game.ts"
import { isOfflineGameId } from "#core/game/offline-replay.ts"
import { seededRandom } from "#core/game/shuffle.ts"
import { makeFakeGameServer } from "#tests/support/fake-game-server.ts"
import { basePacks, memoryGames, offlineGame, offlineStart, playLocally, type Turn } from "#tests/support/local-games.ts"
import { serverLocalGame } from "../state/game-record.ts"
import type { LocalGame, NewGameRequest } from "../state/records.ts"
import { syncGame, syncGames } from "./sync.ts"

const packs = basePacks
const startedAt = offlineStart

const arbTurn: fc.Arbitrary<Turn> = fc.record({
  route: fc.option(fc.constantFrom("Toit", "Dalle", "Arête"), { nil: null }),
  replace: fc.boolean(),
  timer: fc.boolean(),
  outcome: fc.constantFrom<Outcome>("success", "fail")
})

const withoutId = (game: Game) => ({ ...game, id: "" })

/** The creation request a device queued for its game. */
const requestOf = (record: LocalGame): NewGameRequest => {
  const head = record.queue[0]
  if (head?._tag !== "create") throw new Error("no creation queued")
  return head.request
}

describe("replaying a game played offline", () => {
  it("brings the whole game to the server and ends it once, however the network drops requests and answers", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 2, max: 4 }),
        fc.nat(),
        fc.array(arbTurn, { minLength: 1, maxLength: 6 }),
        fc.nat(),
        fc.integer({ min: 0, max: 40 }),
        async (playerCount, seed, turns, networkSeed, lossPercent) => {
          const fake = makeFakeGameServer(packs)
          const played = playLocally(offlineGame(playerCount, seed), turns, totalTurns(playerCount))
          expect(played.game.turn.phase).toBe("finished")
          expect(played.queue.at(-1)).toEqual({ _tag: "end" })
          const { games, map } = memoryGames(played)
          const random = seededRandom(networkSeed)
          fake.setNetwork(() => {
            const draw = random() * 100
            return draw >= lossPercent ? "ok" : draw < lossPercent / 2 ? "lost-request" : "lost-answer"
          })
          let outcome = await syncGame(played.id, games, fake.server)
          for (let attempt = 0; outcome.status === "waiting" && attempt < 2_000; attempt++) outcome = await syncGame(played.id, games, fake.server)

          expect(outcome.status).toBe("removed")
          expect(outcome.notices).toEqual([])
          expect(map.size).toBe(0)
          expect(fake.ends).toBe(1)
          expect(fake.profile.gamesPlayed).toBe(1)
          expect(fake.profile.currentGameId).toBeNull()
          expect(withoutId(fake.profile.pastGame as Game)).toEqual(withoutId(played.game))
          expect(outcome.profile?.pastGame?.id).toBe(fake.profile.pastGame?.id)
        }
      ),
      { numRuns: 60 }
    )
  })

  it("ends a game once when the end's answer is lost, and says nothing went wrong", async () => {
    const fake = makeFakeGameServer(packs)
    const played = playLocally(offlineGame(2, 3), [{ route: null, replace: false, timer: false, outcome: "success" }], totalTurns(2))
    const { games } = memoryGames(played)
    const calls = played.queue.length
    let call = 0
    fake.setNetwork(() => (++call === calls ? "lost-answer" : "ok"))
    expect((await syncGame(played.id, games, fake.server)).status).toBe("waiting")
    expect(fake.ends).toBe(1)
    const outcome = await syncGame(played.id, games, fake.server)
    expect(outcome).toMatchObject({ status: "removed", notices: [] })
    expect(outcome.profile?.gamesPlayed).toBe(1)
    expect(fake.ends).toBe(1)
  })

  it("maps the offline id to the server's: the record keeps its key, the game takes the server's id", async () => {
    const fake = makeFakeGameServer(packs)
    const played = playLocally(offlineGame(3, 7), [{ route: "Toit", replace: false, timer: true, outcome: "success" }], 2)
    const { games, map } = memoryGames(played)
    const outcome = await syncGame(played.id, games, fake.server)
    expect(outcome.status).toBe("synced")
    const record = map.get("offline-a")
    expect(isOfflineGameId(record?.id ?? "")).toBe(true)
    expect(record?.serverId).toBe("server-1")
    expect(record?.game.id).toBe("server-1")
    expect(record?.queue).toEqual([])
    expect(record?.game).toEqual(fake.games.get("server-1"))
    expect(record?.game.history).toHaveLength(2)
  })

  it("keeps the queue while the server is out of reach, and sends it in order when it is back", async () => {
    const fake = makeFakeGameServer(packs)
    const played = playLocally(offlineGame(2, 11), [{ route: null, replace: true, timer: false, outcome: "fail" }], 3)
    const { games, map } = memoryGames(played)
    fake.setNetwork(() => "lost-request")
    const waiting = await syncGame(played.id, games, fake.server)
    expect(waiting.status).toBe("waiting")
    expect(map.get(played.id)?.queue).toEqual(played.queue)
    fake.setNetwork(() => "ok")
    expect((await syncGame(played.id, games, fake.server)).status).toBe("synced")
    expect(fake.games.get("server-1")?.players.map((player) => player.score)).toEqual(played.game.players.map((player) => player.score))
  })

  it("takes the server's state when the game moved on elsewhere, and counts the local actions it did not keep", async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 6 }), async (localTurns) => {
        const fake = makeFakeGameServer(packs)
        const created = await fake.server.create(requestOf(offlineGame(3, 5)))
        if (!created.ok) throw new Error("not created")
        const record = serverLocalGame(created.value, null, startedAt)
        fake.actElsewhere(created.value.id, { _tag: "confirm-route", route: "Ailleurs" })
        const played = playLocally(record, [{ route: "Ici", replace: false, timer: false, outcome: "success" }], localTurns)
        const { games, map } = memoryGames(played)
        const outcome = await syncGame(played.id, games, fake.server)
        expect(outcome.status).toBe("synced")
        expect(outcome.notices).toEqual([{ kind: "conflict", dropped: played.queue.filter((change) => change._tag === "act").length }])
        expect(map.get(played.id)?.game).toEqual(fake.games.get(created.value.id))
        expect(map.get(played.id)?.game.turn.route).toBe("Ailleurs")
        expect(map.get(played.id)?.queue).toEqual([])
      }),
      { numRuns: 12 }
    )
  })

  it("re-reads a game whose acknowledged state may be stale: what the server already applied is acknowledged, nothing is refused", async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 3 }), fc.nat(), async (localTurns, sentSeed) => {
        const fake = makeFakeGameServer(packs)
        const created = await fake.server.create(requestOf(offlineGame(2, 5)))
        if (!created.ok) throw new Error("not created")
        const played = playLocally(
          serverLocalGame(created.value, null, startedAt),
          [{ route: "Toit", replace: false, timer: true, outcome: "success" }],
          localTurns
        )
        // The page sent the first actions, the server applied them, and the page reloaded before their answers.
        const sent = 1 + (sentSeed % played.queue.length)
        let version = created.value.version
        for (const change of played.queue.slice(0, sent)) {
          if (change._tag !== "act") throw new Error("an action was expected")
          const answer = await fake.server.act(created.value.id, version, change.action, change.at)
          if (!answer.ok) throw new Error(`refused: ${answer.failure.code}`)
          version = answer.value.version
        }
        const refused: Array<number> = []
        const watched = {
          ...fake.server,
          act: async (...args: Parameters<typeof fake.server.act>) => {
            const answer = await fake.server.act(...args)
            if (!answer.ok) refused.push(answer.failure.status)
            return answer
          }
        }
        const { games, map } = memoryGames(played)
        const outcome = await syncGame(played.id, games, watched, { isStale: true })
        expect(outcome).toMatchObject({ status: "synced", notices: [] })
        expect(refused).toEqual([])
        expect(map.get(played.id)?.queue).toEqual([])
        expect(map.get(played.id)?.game.players.map((player) => player.score)).toEqual(played.game.players.map((player) => player.score))
        expect(map.get(played.id)?.game).toEqual(fake.games.get(created.value.id))
      }),
      { numRuns: 20 }
    )
  })

  it("says when the game no longer exists on the server, and when the server refuses to create it", async () => {
    const fake = makeFakeGameServer(packs)
    const created = await fake.server.create(requestOf(offlineGame(2, 9)))
    if (!created.ok) throw new Error("not created")
    const played = playLocally(serverLocalGame(created.value, null, startedAt), [{ route: null, replace: false, timer: false, outcome: "success" }], 1)
    fake.games.clear()
    const { games, map } = memoryGames(played)
    expect(await syncGame(played.id, games, fake.server)).toEqual({ status: "removed", notices: [{ kind: "gone" }], profile: undefined })
    expect(map.size).toBe(0)

    const tooFew = offlineGame(2, 3)
    const refused: LocalGame = { ...tooFew, queue: [{ _tag: "create", request: { ...requestOf(tooFew), packs: [] } }] }
    const other = memoryGames(refused)
    const outcome = await syncGame(refused.id, other.games, fake.server)
    expect(outcome.status).toBe("removed")
    expect(outcome.notices[0]?.kind).toBe("refused")
  })

  it("closes a game finished offline before a newer offline game replaces it on the server", async () => {
    const fake = makeFakeGameServer(packs)
    const first = playLocally(
      offlineGame(2, 21, "offline-first", startedAt),
      [{ route: null, replace: false, timer: false, outcome: "success" }],
      totalTurns(2)
    )
    const second = playLocally(
      offlineGame(2, 22, "offline-second", startedAt + 3_600_000),
      [{ route: "Toit", replace: false, timer: false, outcome: "fail" }],
      1
    )
    const { games, map } = memoryGames(second, first)
    const { isWaiting, outcomes } = await syncGames([second, first], games, fake.server)
    expect(isWaiting).toBe(false)
    expect(outcomes.map(([id, outcome]) => [id, outcome.status])).toEqual([
      ["offline-first", "removed"],
      ["offline-second", "synced"]
    ])
    expect(fake.profile.gamesPlayed).toBe(1)
    expect(fake.profile.pastGame?.players.map((player) => player.score)).toEqual(first.game.players.map((player) => player.score))
    expect(fake.profile.currentGameId).toBe(map.get("offline-second")?.serverId)
    expect(currentPlayerIndex(map.get("offline-second")?.game as Game)).toBe(1)
  })

  describe("a game for a gym night", () => {
    /** A game started offline for the night `night`, its first turn played. */
    const tiedGame = (night: string): LocalGame => {
      const played = playLocally(offlineGame(2, 31, "offline-night", startedAt), [{ route: null, replace: false, timer: false, outcome: "success" }], 1)
      return {
        ...played,
        game: { ...played.game, gymEvent: { id: night, name: "Bloc party" } },
        queue: played.queue.map((change) => (change._tag === "create" ? { ...change, request: { ...change.request, gymEventId: night } } : change))
      }
    }

    it("reaches the server with its night when the network comes back", async () => {
      const fake = makeFakeGameServer(packs)
      const sent: Array<NewGameRequest> = []
      const server = {
        ...fake.server,
        create: (request: NewGameRequest) => {
          sent.push(request)
          return fake.server.create(request)
        }
      }
      const tied = tiedGame("night-1")
      const { games, map } = memoryGames(tied)
      fake.setNetwork(() => "lost-request")
      expect((await syncGame(tied.id, games, server)).status).toBe("waiting")
      fake.setNetwork(() => "ok")
      const outcome = await syncGame(tied.id, games, server)
      expect(outcome).toMatchObject({ status: "synced", notices: [] })
      expect(sent.at(-1)?.gymEventId).toBe("night-1")
      expect(map.get(tied.id)?.serverId).not.toBeNull()
    })

    it("stays the group's game, no longer for the night, when the night ended before it reached the server", async () => {
      const fake = makeFakeGameServer(packs)
      const server = {
        ...fake.server,
        create: (request: NewGameRequest) =>
          request.gymEventId === undefined
            ? fake.server.create(request)
            : Promise.resolve({ ok: false as const, failure: { status: 409, code: "gym-event-not-open" as const } })
      }
      const tied = tiedGame("night-2")
      const { games, map } = memoryGames(tied)
      const outcome = await syncGame(tied.id, games, server)
      expect(outcome.status).toBe("synced")
      expect(outcome.notices).toEqual([{ kind: "night-missed" }])
      const kept = map.get(tied.id)
      expect(kept?.serverId).not.toBeNull()
      expect(kept?.game.gymEvent).toBeUndefined()
      expect(kept?.game.history).toHaveLength(1)
    })
  })
})
