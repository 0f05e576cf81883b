import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { baseColourSets, type ColourSetId, colourSetIds } from "#core/domain/colour-set.ts"
import { addPlayer, firstPlayerName, type PlayerDraft, playerNameErrors, stepAvatar } from "./player-form.ts"

const draft = (key: number, name: string, avatar: ColourSetId = "01-green-yellow"): PlayerDraft => ({ key, name, difficulty: "6A", avatar })

describe("the creation screen's players", () => {
  it("start with the account's display name as the first player's, fitted to a player name", () => {
    expect(firstPlayerName("Inès")).toBe("Inès")
    expect(firstPlayerName("  Zoé  ")).toBe("Zoé")
    expect(firstPlayerName("Inès la grimpeuse de Fontainebleau")).toBe("Inès la grimpeuse de")
    expect(firstPlayerName(undefined)).toBe("")
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (name) => {
        const first = firstPlayerName(name)
        expect(first === "" || playerNameErrors([draft(1, first), draft(2, "Other")])[0] === undefined).toBe(true)
      })
    )
  })

  it("steps through the colour sets the user may use, never onto another player's while one is free", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(baseColourSets, colourSetIds),
        fc.nat(),
        fc.uniqueArray(fc.constantFrom(...colourSetIds), { maxLength: 3 }),
        fc.constantFrom<1 | -1>(1, -1),
        (sets, start, others, direction) => {
          const current = sets[start % sets.length] as ColourSetId
          const taken = others.filter((set) => set !== current)
          const next = stepAvatar(current, direction, sets, taken)
          expect(sets).toContain(next)
          expect(taken).not.toContain(next)
          if (sets.some((set) => set !== current && !taken.includes(set))) expect(next).not.toBe(current)
        }
      )
    )
    expect(stepAvatar("06-orange-green", 1, baseColourSets, [])).toBe("01-green-yellow")
    expect(stepAvatar("01-green-yellow", -1, baseColourSets, [])).toBe("06-orange-green")
    expect(stepAvatar("01-green-yellow", 1, baseColourSets, ["02-blue-red"])).toBe("03-purple-yellow")
  })

  it("adds players up to four with a free colour set, then says a game is for 4 players at most", () => {
    let players: ReadonlyArray<PlayerDraft> = [draft(1, "Ana", "01-green-yellow"), draft(2, "Ben", "02-blue-red")]
    for (let key = 3; key <= 4; key++) {
      const added = addPlayer(players, baseColourSets, key)
      if (!("players" in added)) throw new Error("refused")
      players = added.players
    }
    expect(players.map((player) => player.avatar)).toEqual(["01-green-yellow", "02-blue-red", "03-purple-yellow", "04-blue-yellow"])
    expect(addPlayer(players, baseColourSets, 5)).toEqual({ refused: { key: "game.error.tooManyPlayers", params: { max: 4 } } })
  })

  it("checks names with the spec's rule, and refuses a name already taken", () => {
    expect(playerNameErrors([draft(1, "Ana"), draft(2, "x".repeat(21)), draft(3, " "), draft(4, " ana ")])).toEqual([
      undefined,
      { key: "validation.playerName", params: { min: 1, max: 20 } },
      { key: "validation.playerName", params: { min: 1, max: 20 } },
      { key: "game.error.playerNameTaken", params: { name: "ana" } }
    ])
    expect(playerNameErrors([draft(1, "x".repeat(20)), draft(2, "B")])).toEqual([undefined, undefined])
  })
})
