import { describe, expectTypeOf, it } from "vitest"
import type { RouteAnswer, RouteBody } from "#contract/routes.ts"
import type { Game } from "#core/game/game.ts"
import type { HistoryPageRecord, HistoryStatsRecord } from "../state/history-records.ts"
import type { GameProfile, NewGameRequest, PlayablePacks } from "../state/records.ts"

/**
 * The game's Schemas read what the contract says each route answers (a changed answer the game
 * could no longer read fails here, at compile time), and its requests are what the routes take.
 */
describe("the game's records against the contract (contract/routes.ts)", () => {
  it("read every answer the game's calls receive", () => {
    expectTypeOf<RouteAnswer<"GET /api/me/playable-packs">>().toMatchTypeOf<typeof PlayablePacks.Encoded>()
    expectTypeOf<RouteAnswer<"GET /api/me/profile">>().toMatchTypeOf<typeof GameProfile.Encoded>()
    expectTypeOf<RouteAnswer<"POST /api/games/:id/end">>().toMatchTypeOf<typeof GameProfile.Encoded>()
    expectTypeOf<RouteAnswer<"GET /api/me/history">>().toMatchTypeOf<typeof HistoryPageRecord.Encoded>()
    expectTypeOf<RouteAnswer<"GET /api/me/history/stats">>().toMatchTypeOf<typeof HistoryStatsRecord.Encoded>()
    expectTypeOf<RouteAnswer<"GET /api/games/:id">>().toEqualTypeOf<Game>()
  })

  it("send what the routes take", () => {
    expectTypeOf<typeof NewGameRequest.Encoded>().toMatchTypeOf<RouteBody<"POST /api/games">>()
  })
})
