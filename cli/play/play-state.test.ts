import { Schema } from "effect"
import { describe, expect, it } from "vitest"
import { Pack } from "#core/packs/pack-schema.ts"
import { makePack, makePlayers } from "../../tests/support/game-fixtures.ts"
import { wallPackDocument } from "../../tests/support/wall-pack.ts"
import { cliPackOf } from "../pack-catalog.ts"
import { initialPlayState, type PlayState, playReducer } from "./play-state.ts"

/** A game in progress on a pack whose every other challenge suits only overhangs, as the CLI reads pack files. */
const started = (): PlayState => {
  const base = makePack("wall", 40)
  const pack = cliPackOf(
    Schema.decodeUnknownSync(Pack)(
      wallPackDocument({
        challenges: base.challenges.map((challenge, index) => ({
          ...challenge,
          tags: [],
          text: { fr: `Défi ${index}`, en: `Challenge ${index}` },
          ...(index % 2 === 0 ? { styles: ["overhang"] } : {})
        }))
      })
    )
  )
  const state = { ...initialPlayState([pack], [pack.id]), players: makePlayers(2) }
  return [{ type: "players-done" } as const, { type: "submitted", seed: 7, now: 1_000 } as const].reduce(playReducer, { ...state, screen: "packs" })
}

describe("the terminal game's problem style", () => {
  it("steps through the styles with the arrows, names it on the confirmed problem, and offers it first on the player's next turn", () => {
    let state = started()
    expect(state.screen).toBe("game")
    expect(state.styleInput).toBe("any")
    for (const delta of [1, 1, 1] as const) state = playReducer(state, { type: "stepped", delta })
    expect(state.styleInput).toBe("overhang")
    state = playReducer(state, { type: "submitted", seed: 7, now: 2_000 })
    expect(state.game?.turn.style).toBe("overhang")
    // The card shown is one of those that suit overhangs: the game knows which cards are limited.
    expect(Object.keys(state.game?.cardStyles ?? {})).toHaveLength(20)
    state = playReducer(state, { type: "acted", action: { _tag: "record-result", outcome: "success" }, now: 3_000 })
    // Ben's turn: he named nothing yet.
    expect(state.styleInput).toBe("any")
    state = playReducer(state, { type: "stepped", delta: -1 })
    expect(state.styleInput).toBe("traverse")
    state = playReducer(state, { type: "submitted", seed: 7, now: 4_000 })
    state = playReducer(state, { type: "acted", action: { _tag: "record-result", outcome: "fail" }, now: 5_000 })
    // Ana again: her overhang comes first.
    expect(state.styleInput).toBe("overhang")
  })
})
