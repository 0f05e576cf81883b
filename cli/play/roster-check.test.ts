import { describe, expect, it } from "vitest"
import { makePlayers } from "../../tests/support/game-fixtures.ts"
import { checkPlayerName, checkRoster } from "./roster-check.ts"

describe("the roster, as the engine sees it", () => {
  it("accepts good names and refuses the ones the engine refuses", () => {
    expect(checkPlayerName([], "Ana")).toBeNull()
    expect(checkPlayerName([], "a")).toBeNull()
    expect(checkPlayerName([], "   ")?._tag).toBe("InvalidPlayerName")
    expect(checkPlayerName([], "x".repeat(21))?._tag).toBe("InvalidPlayerName")
    expect(checkPlayerName([], ` ${"x".repeat(20)} `)).toBeNull()
    expect(checkPlayerName(makePlayers(1), " ana ")?._tag).toBe("PlayerNameTaken")
    expect(checkPlayerName(makePlayers(4), "Zoé")?._tag).toBe("TooManyPlayers")
  })

  it("says when there are too few players to go on", () => {
    expect(checkRoster(makePlayers(1))?._tag).toBe("TooFewPlayers")
    expect(checkRoster(makePlayers(2))).toBeNull()
  })
})
