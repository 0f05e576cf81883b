import { Either } from "effect"
import { codeOf } from "#contract/refusal.ts"
import { GameId, UserId } from "#core/domain/ids.ts"
import { applyAction, createGame, endGame, type PackForGame } from "#core/game/engine.ts"
import type { Game } from "#core/game/game.ts"
import { replayedActionTime, replayedStartDate } from "#core/game/offline-replay.ts"
import type { GameServer } from "#web/features/game/session/ports.ts"
import type { GameProfile } from "#web/features/game/state/records.ts"
import type { Answer } from "#web/lib/api/answer.ts"
import type { FailureCode } from "#web/lib/api/http.ts"

/**
 * An in-memory stand-in for the games API (api/routes/games.ts) for the replay's tests: the same core
 * engine, version checks, replay bounds, creation answered again when repeated, end into the profile
 * once. `network` decides, call by call, whether the request is lost, or done and its answer lost.
 */
export const makeFakeGameServer = (packs: ReadonlyArray<PackForGame>, owner = "u-1") => {
  const games = new Map<string, Game>()
  let profile: GameProfile = { id: owner, currentGameId: null, pastGame: null, gamesPlayed: 0, packs: [], categoryBlacklist: [] }
  let ids = 0
  let ends = 0
  let now = Date.parse("2026-11-23T12:00:00Z")
  const lost = { ok: false, failure: { status: 0, code: "network" } } as const
  let network: () => "ok" | "lost-request" | "lost-answer" = () => "ok"

  const refuse = (status: number, code: FailureCode): Answer<never> => ({ ok: false, failure: { status, code } })
  const call = <A>(run: () => Answer<A>): Promise<Answer<A>> => {
    const fate = network()
    if (fate === "lost-request") return Promise.resolve(lost)
    now += 1_000
    const answer = run()
    return Promise.resolve(fate === "lost-answer" ? lost : answer)
  }

  const server: GameServer = {
    create: (request) =>
      call<Game>(() => {
        const current = profile.currentGameId === null ? undefined : games.get(profile.currentGameId)
        if (current !== undefined && current.seed === request.seed >>> 0) return { ok: true, value: current }
        const chosen = packs.filter((pack) => request.packs.includes(pack.id))
        const created = createGame({
          id: GameId.make(`server-${++ids}`),
          owner: UserId.make(owner),
          seed: request.seed,
          startedAt: replayedStartDate(new Date(request.startedAt), now),
          players: request.players,
          packs: chosen,
          disabledCategories: request.disabledCategories
        })
        if (Either.isLeft(created)) return refuse(422, codeOf(created.left._tag))
        if (profile.currentGameId !== null) games.delete(profile.currentGameId)
        games.set(created.right.id, created.right)
        profile = { ...profile, currentGameId: created.right.id }
        return { ok: true, value: created.right }
      }),
    act: (id, version, action, at) =>
      call<Game>(() => {
        const game = games.get(id)
        if (game === undefined) return refuse(404, "game-not-found")
        if (game.version !== version) return refuse(409, "version-conflict")
        const next = applyAction(game, action, replayedActionTime(game, at, now))
        if (Either.isLeft(next)) return refuse(422, codeOf(next.left._tag))
        games.set(id, next.right)
        return { ok: true, value: next.right }
      }),
    end: (id, version) =>
      call<GameProfile>(() => {
        const game = games.get(id)
        if (game === undefined) return refuse(404, "game-not-found")
        if (game.version !== version) return refuse(409, "version-conflict")
        const ended = endGame(game, profile)
        if (Either.isLeft(ended)) return refuse(409, "game-not-finished")
        ends++
        games.delete(id)
        profile = { ...profile, ...ended.right.profile }
        return { ok: true, value: profile }
      }),
    get: (id) =>
      call<Game>(() => {
        const game = games.get(id)
        return game === undefined ? refuse(404, "game-not-found") : { ok: true, value: game }
      }),
    profile: () => call(() => ({ ok: true, value: profile }))
  }

  return {
    server,
    games,
    get profile() {
      return profile
    },
    get ends() {
      return ends
    },
    setNetwork: (fates: () => "ok" | "lost-request" | "lost-answer") => {
      network = fates
    },
    /** Another device acts on the server's game. */
    actElsewhere: (id: string, action: Parameters<GameServer["act"]>[2]) => {
      const game = games.get(id)
      if (game === undefined) throw new Error(`no game ${id}`)
      games.set(id, Either.getOrThrow(applyAction(game, action, now)))
    }
  }
}
