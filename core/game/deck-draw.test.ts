import { Either } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { makeNewGame, makePack, makePlayers } from "../../tests/support/game-fixtures.ts"
import { ChallengeId, PackId } from "../domain/ids.ts"
import { type ProblemStyle, problemStyles, type StyleChoice } from "../domain/problem-style.ts"
import { fitsTurn } from "./deck-draw.ts"
import { applyAction, createGame, currentPlayerIndex, type PackForGame, replacementsLeft } from "./engine.ts"
import type { Game } from "./game.ts"

/** A pack of `size` challenges whose i-th is limited to `limits[i]` styles (none: every style) and may need more players. */
const packWith = (limits: ReadonlyArray<ReadonlyArray<ProblemStyle> | undefined>, minPlayers: ReadonlyArray<number | undefined> = []): PackForGame => {
  const base = makePack("wall", limits.length)
  return {
    ...base,
    id: PackId.make("wall"),
    challenges: base.challenges.map((challenge, index) => ({
      ...challenge,
      ...(limits[index] === undefined ? {} : { styles: limits[index] }),
      ...(minPlayers[index] === undefined ? {} : { minPlayers: minPlayers[index] })
    }))
  }
}

const arbLimit: fc.Arbitrary<ReadonlyArray<ProblemStyle> | undefined> = fc.option(
  fc.uniqueArray(fc.constantFrom(...problemStyles), { minLength: 1, maxLength: 3 }),
  {
    nil: undefined,
    freq: 2
  }
)
const arbStyle: fc.Arbitrary<StyleChoice> = fc.constantFrom<StyleChoice>("any", ...problemStyles)

/** The card shown to the current player: the revealed one, or the duel's. */
const shownCard = (game: Game): ChallengeId | undefined =>
  game.turn.phase === "challenge-revealed" ? game.challenges[game.currentChallengeIndex] : (game.duel?.challengeId ?? undefined)

const act = (game: Game, action: Parameters<typeof applyAction>[1], now = 0): Game => Either.getOrThrow(applyAction(game, action, now))

describe("a deck with challenges limited to some styles", () => {
  it("for all decks and every style named each turn, never shows a challenge that does not fit, and every game reaches its end", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 4 }),
        fc.boolean(),
        fc.array(arbLimit, { minLength: 30, maxLength: 60 }),
        fc.array(fc.record({ style: arbStyle, replacements: fc.nat({ max: 3 }), isSuccess: fc.boolean() }), { minLength: 30, maxLength: 30 }),
        fc.integer(),
        (players, tieBreak, limits, turns, seed) => {
          const created = createGame(makeNewGame({ players: makePlayers(players), packs: [packWith(limits)], seed, tieBreak }))
          if (Either.isLeft(created)) {
            // Refused only when the challenges fit for every style are fewer than the game's turns (and duel).
            expect(created.left._tag).toBe("NotEnoughChallenges")
            expect(limits.filter((limit) => limit === undefined).length).toBeLessThan(players * 5 + (tieBreak ? 1 : 0))
            return
          }
          let game = created.right
          for (const [index, turn] of turns.entries()) {
            if (game.turn.phase === "finished") break
            game = act(game, { _tag: "confirm-route", route: `Bloc ${index}`, style: turn.style })
            for (let replaced = 0; replaced <= turn.replacements; replaced++) {
              const card = shownCard(game)
              expect(card).toBeDefined()
              expect(fitsTurn(game, card as ChallengeId, turn.style), `${card} on a ${turn.style} problem`).toBe(true)
              if (replaced === turn.replacements || replacementsLeft(game) === 0) break
              game = act(game, { _tag: "replace-challenge" })
            }
            const tries = game.turn.phase === "duel" ? (game.duel?.players.length ?? 1) : 1
            for (let trial = 0; trial < tries; trial++) game = act(game, { _tag: "record-result", outcome: turn.isSuccess ? "success" : "fail" })
          }
          expect(game.turn.phase).toBe("finished")
        }
      ),
      { numRuns: 150 }
    )
  }, 60_000)

  it("keeps the card and the style through an undo: the same challenge shows again for the same problem", () => {
    const limits = Array.from({ length: 40 }, (_, index) => (index % 3 === 0 ? (["overhang"] as const) : undefined))
    let game = Either.getOrThrow(createGame(makeNewGame({ players: makePlayers(2), packs: [packWith(limits)] })))
    game = act(game, { _tag: "confirm-route", route: null, style: "overhang" })
    const shown = shownCard(game)
    const before = game
    game = act(game, { _tag: "record-result", outcome: "success" }, 1_000)
    game = act(game, { _tag: "undo-result" }, 2_000)
    expect(shownCard(game)).toBe(shown)
    expect(game.turn).toEqual(before.turn)
    expect(game.turn.style).toBe("overhang")
    expect(currentPlayerIndex(game)).toBe(0)
  })

  it("draws a slab problem's card from the slab cards only, and an unnamed problem's from the cards fair on every style", () => {
    const overhangOnly = Array.from({ length: 20 }, () => ["overhang"] as const)
    const everywhere = Array.from({ length: 20 }, () => undefined)
    const pack = packWith([...overhangOnly, ...everywhere])
    for (const style of ["slab", "any"] as const) {
      for (let seed = 0; seed < 20; seed++) {
        const game = act(Either.getOrThrow(createGame(makeNewGame({ players: makePlayers(2), packs: [pack], seed }))), {
          _tag: "confirm-route",
          route: null,
          style
        })
        expect(game.cardStyles?.[shownCard(game) as string], `seed ${seed}, ${style}`).toBeUndefined()
      }
    }
  })

  it("leaves out the challenges a group is too small for, and keeps them for a bigger one", () => {
    const pack = packWith(
      Array.from({ length: 40 }, () => undefined),
      Array.from({ length: 40 }, (_, index) => (index < 10 ? 3 : undefined))
    )
    const pair = Either.getOrThrow(createGame(makeNewGame({ players: makePlayers(2), packs: [pack] })))
    const trio = Either.getOrThrow(createGame(makeNewGame({ players: makePlayers(3), packs: [pack] })))
    expect(pair.challenges).toHaveLength(30)
    expect(pair.challenges.some((id) => Number(id.split("-")[1]) < 10)).toBe(false)
    expect(trio.challenges).toHaveLength(40)
  })

  it("draws as before from a deck with no limited challenge: the cards in their shuffled order", () => {
    fc.assert(
      fc.property(fc.integer(), fc.constantFrom<StyleChoice>("any", ...problemStyles), (seed, style) => {
        const game = Either.getOrThrow(createGame(makeNewGame({ seed })))
        expect(game.cardStyles).toBeUndefined()
        const revealed = act(game, { _tag: "confirm-route", route: null, style })
        expect(revealed.challenges).toEqual(game.challenges)
        expect(act(revealed, { _tag: "replace-challenge" }).challenges).toEqual(game.challenges)
      })
    )
  })

  it("refuses a game whose challenges fair on every style are fewer than its turns", () => {
    const pack = packWith([...Array.from({ length: 9 }, () => undefined), ...Array.from({ length: 30 }, () => ["overhang"] as const)])
    const refused = createGame(makeNewGame({ players: makePlayers(2), packs: [pack] }))
    expect(Either.isLeft(refused) && refused.left).toMatchObject({ _tag: "NotEnoughChallenges", available: 9, needed: 10 })
    expect(ChallengeId.make("wall-0")).toBe("wall-0")
  })
})
