import { Either } from "effect"
import { render } from "ink-testing-library"
import { afterEach, describe, expect, it } from "vitest"
import { ChallengeId } from "#core/domain/ids.ts"
import { applyAction, createGame } from "#core/game/engine.ts"
import type { Game } from "#core/game/game.ts"
import type { TimerMeaning } from "#core/packs/pack-schema.ts"
import { makeNewGame } from "#tests/support/game-fixtures.ts"
import type { CliChallenge } from "../../pack-catalog.ts"
import { TurnView } from "./turn-view.tsx"

const apps: Array<{ unmount: () => void }> = []
afterEach(() => {
  for (const app of apps.splice(0)) app.unmount()
})

const started = 1_000_000

/** A game whose first challenge is revealed and whose timer started at `started`. */
const timedTurn = (): Game => {
  const created = Either.getOrThrow(createGame(makeNewGame()))
  const revealed = Either.getOrThrow(applyAction(created, { _tag: "confirm-route", route: "Red roof" }, started))
  return Either.getOrThrow(applyAction(revealed, { _tag: "start-timer" }, started))
}

const challengeWith = (meaning: TimerMeaning, seconds: number): CliChallenge => ({
  id: ChallengeId.make("base-074"),
  category: "time-linked",
  text: { fr: `Tiens ${seconds} secondes.`, en: `Hold for ${seconds} seconds.` },
  timer: { seconds, meaning }
})

const frameAt = (challenge: CliChallenge, elapsedMs: number, language: "fr" | "en") => {
  const app = render(<TurnView game={timedTurn()} challenge={challenge} routeInput="" language={language} now={() => started + elapsedMs} />)
  apps.push(app)
  return app.lastFrame() ?? ""
}

describe("the terminal's turn", () => {
  it("says what the clock means and counts down to it, in both languages", () => {
    const limit = frameAt(challengeWith("limit", 45), 2_500, "en")
    expect(limit).toContain("⏱ Under 45 s")
    expect(limit).toContain("Timer 0:42.5 (running)")
    expect(frameAt(challengeWith("minimum", 40), 0, "fr")).toContain("⏱ Au moins 40 s")
    expect(frameAt(challengeWith("hold", 10), 0, "fr")).toContain("⏱ Tiens 10 s")
    expect(frameAt(challengeWith("hold", 10), 0, "en")).toContain("⏱ Hold for 10 s")
  })

  it("at zero, says time is up for a limit, and good news for a minimum or a hold", () => {
    expect(frameAt(challengeWith("limit", 45), 45_000, "fr")).toContain("Temps écoulé !")
    expect(frameAt(challengeWith("limit", 45), 45_000, "en")).toContain("Time's up!")
    expect(frameAt(challengeWith("minimum", 40), 41_000, "fr")).toContain("Minimum atteint !")
    expect(frameAt(challengeWith("hold", 10), 10_000, "en")).toContain("Held!")
    expect(frameAt(challengeWith("hold", 10), 9_900, "en")).not.toContain("Held!")
  })

  it("keeps a stopwatch for a challenge without a timer", () => {
    const untimed: CliChallenge = { id: ChallengeId.make("base-001"), category: "game", text: { fr: "Grimpe en chantant.", en: "Climb while singing." } }
    const frame = frameAt(untimed, 3_000, "en")
    expect(frame).toContain("Timer 0:03.0 (running)")
    expect(frame).not.toContain("⏱")
  })
})

describe("the terminal's route step", () => {
  const afterFirstTurn = (route: string | null): Game => {
    const created = Either.getOrThrow(createGame(makeNewGame()))
    const revealed = Either.getOrThrow(applyAction(created, { _tag: "confirm-route", route }, started))
    return Either.getOrThrow(applyAction(revealed, { _tag: "record-result", outcome: "success" }, started))
  }
  const frameOf = (game: Game, language: "fr" | "en") => {
    const app = render(<TurnView game={game} challenge={null} routeInput="" language={language} now={() => started} />)
    apps.push(app)
    return app.lastFrame() ?? ""
  }

  it("says which problem not to take: the previous turn's, by its name or its climber", () => {
    expect(frameOf(afterFirstTurn("V3 gris"), "fr")).toContain("Pas « V3 gris » : c'était le bloc du tour précédent.")
    expect(frameOf(afterFirstTurn("grey V3"), "en")).toContain("Not “grey V3”: that was last turn's problem.")
    expect(frameOf(afterFirstTurn(null), "en")).toContain("Not the problem Ana climbed last turn.")
    expect(frameOf(Either.getOrThrow(createGame(makeNewGame())), "en")).not.toContain("last turn")
  })
})
