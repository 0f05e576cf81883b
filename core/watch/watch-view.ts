import { Schema } from "effect"
import { CategoryKey } from "../domain/category-schema.ts"
import { ColourSetId } from "../domain/colour-set-schema.ts"
import { ChallengeId } from "../domain/ids.ts"
import { currentPlayerIndex, currentRound, gameResult, isFinished, revealedChallenge } from "../game/engine.ts"
import { type Game, Outcome, Phase, Timer } from "../game/game.ts"
import { ChallengeTimer, type PackChallenge } from "../packs/pack-schema.ts"

/** A challenge as a watcher reads it: the text in both languages, so each phone shows its own. */
export const WatchedChallenge = Schema.Struct({
  id: ChallengeId,
  category: CategoryKey,
  text: Schema.Struct({ fr: Schema.String, en: Schema.String }),
  timer: Schema.NullOr(ChallengeTimer)
})
export type WatchedChallenge = typeof WatchedChallenge.Type

/**
 * What friends following a game see, and nothing else: players by name, avatar and score, the
 * round, whose turn, the problem and challenge in play, the timer, and the result. Never the
 * owner, an e-mail, an account id or the deck (the cards still to come).
 */
export const WatchView = Schema.Struct({
  version: Schema.Int,
  /** The server's clock when the view was made (epoch ms), so a phone with another clock reads the timer right. */
  at: Schema.Number,
  phase: Phase,
  round: Schema.Int,
  rounds: Schema.Int,
  /** Whose turn (or whose try in the duel); null once the game is over. */
  currentPlayer: Schema.NullOr(Schema.Int),
  players: Schema.Array(Schema.Struct({ name: Schema.String, avatar: ColourSetId, score: Schema.Int })),
  route: Schema.NullOr(Schema.String),
  challenge: Schema.NullOr(WatchedChallenge),
  timer: Timer,
  /** The last turn played: who, and how it went. */
  lastTurn: Schema.NullOr(Schema.Struct({ player: Schema.Int, outcome: Outcome, points: Schema.Int })),
  duel: Schema.NullOr(
    Schema.Struct({
      players: Schema.Array(Schema.Int),
      tries: Schema.Array(Schema.Struct({ player: Schema.Int, outcome: Outcome }))
    })
  ),
  result: Schema.NullOr(
    Schema.Struct({
      winners: Schema.Array(Schema.Int),
      isTie: Schema.Boolean,
      teamScore: Schema.Int,
      teamTarget: Schema.Int,
      isTeamWin: Schema.Boolean
    })
  )
})
export type WatchView = typeof WatchView.Type

/**
 * The view of `game` at `now`, the revealed challenge looked up with `challengeOf` (null when its
 * pack is gone: the view then shows no text rather than failing).
 */
export const watchViewOf = (game: Game, challengeOf: (id: ChallengeId) => PackChallenge | null, now: number): WatchView => {
  const isOver = isFinished(game)
  const revealed = revealedChallenge(game)
  const card = revealed === null ? null : challengeOf(revealed)
  const last = game.history[game.history.length - 1]
  const result = isOver ? gameResult(game) : null
  return {
    version: game.version,
    at: now,
    phase: game.turn.phase,
    round: currentRound(game),
    rounds: game.rounds,
    currentPlayer: isOver ? null : currentPlayerIndex(game),
    players: game.players.map((player) => ({ name: player.name, avatar: player.avatar, score: player.score })),
    route: game.turn.phase === "duel" ? (game.duel?.route ?? null) : game.turn.route,
    challenge: card === null ? null : { id: card.id, category: card.category, text: { fr: card.text.fr, en: card.text.en }, timer: card.timer ?? null },
    timer: game.turn.timer,
    lastTurn: last === undefined ? null : { player: last.player, outcome: last.outcome, points: last.points },
    duel: game.duel === null ? null : { players: game.duel.players, tries: game.duel.tries.map((entry) => ({ player: entry.player, outcome: entry.outcome })) },
    result:
      result === null
        ? null
        : { winners: result.winners, isTie: result.isTie, teamScore: result.teamScore, teamTarget: result.teamTarget, isTeamWin: result.isTeamWin }
  }
}
