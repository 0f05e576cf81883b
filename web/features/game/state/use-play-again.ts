import { useState } from "react"
import { useLocation } from "wouter"
import type { Game } from "#core/game/game.ts"
import { pathFor } from "#core/navigation/routes.ts"
import { isNightOn, keepJoinedNight, readJoinedNight } from "#web/lib/gym-night.ts"
import { useGameSession } from "./game-session-context.ts"
import { saveLastSetup } from "./local-packs.ts"
import { withNightPacks } from "./night-packs.ts"
import { isChoosable } from "./pack-choice.ts"

/**
 * "Play again" in one tap: a new game at once with the finished one's players (names, levels,
 * avatars), packs and options. When that game cannot start as it was (a pack no longer playable, a
 * deck that cannot finish it, a refusal), pregame opens with the last setup instead, where the players
 * see why and change it. Changing the setup first opens pregame with this game's group and packs,
 * whatever game this phone started last. Gives both actions and whether a start is under way.
 *
 * A game played for a gym night (issue #39) plays again for it, with its packs, while the night goes
 * on: the group is still at the gym. Changing the setup ties the pregame to the night again too.
 */

/** The night a finished game was for, as this phone joined it, while it still takes games. */
const nightOf = async (game: Game) => {
  if (game.gymEvent === undefined) return undefined
  const joined = await readJoinedNight()
  return joined !== undefined && joined.event.id === game.gymEvent.id && isNightOn(joined.event, Date.now()) ? joined.event : undefined
}

export const usePlayAgain = (
  game: Game | null,
  userId: string | null
): { readonly playAgain: () => Promise<void>; readonly changeSetup: () => Promise<void>; readonly isStarting: boolean } => {
  const [, navigate] = useLocation()
  const { loadPacks, playablePacks, startGame } = useGameSession()
  const [isStarting, setStarting] = useState(false)
  const playAgain = async () => {
    if (game === null || userId === null || isStarting) return
    setStarting(true)
    if (playablePacks.value === null) await loadPacks(userId)
    const night = await nightOf(game)
    const own = playablePacks.value?.packs ?? []
    const packs = (night === undefined ? own : withNightPacks(own, night)).filter((pack) => game.packs.includes(pack.id) && isChoosable(pack))
    const { deckAdvice } = await import("#core/game/deck-advice.ts")
    const canStart = packs.length === game.packs.length && deckAdvice(packs, game.disabledCategories, game.players.length).kind === "enough"
    const started = canStart
      ? await startGame(userId, {
          players: game.players.map(({ name, difficulty, avatar }) => ({ name, difficulty, avatar })),
          packs,
          disabledCategories: game.disabledCategories,
          tieBreak: game.tieBreak,
          previous: game,
          ...(night !== undefined && { gymEvent: { id: night.id, name: night.name } })
        })
      : undefined
    setStarting(false)
    navigate(started?._tag === "Right" ? pathFor("game", { id: started.right.id }) : pathFor("pregame"))
  }
  const changeSetup = async () => {
    if (game !== null && userId !== null) {
      const players = game.players.map(({ name, difficulty, avatar }) => ({ name, difficulty, avatar }))
      await saveLastSetup(userId, { packs: game.packs, players, disabledCategories: game.disabledCategories })
      const night = await nightOf(game)
      if (night !== undefined) await keepJoinedNight({ event: night, isTied: true })
    }
    navigate(pathFor("pregame"))
  }
  return { playAgain, changeSetup, isStarting }
}
