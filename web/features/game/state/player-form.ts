import type { ColourSetId } from "#core/domain/colour-set.ts"
import { defaultGrade, type Grade } from "#core/domain/grade.ts"
import { type Message, message } from "#core/domain/message.ts"
import { gameRules } from "#core/game/rules.ts"
import { checkPlayerName, isPlayerName, isPlayerNameTaken, normalizePlayerName, playerNameLength } from "#core/validation/names.ts"

/** A player being entered on the creation screen; `key` keeps each row's identity while rows come and go. */
export interface PlayerDraft {
  readonly key: number
  readonly name: string
  readonly difficulty: Grade
  readonly avatar: ColourSetId
}

/**
 * The first player's name on a new group: the account's display name (2–25 characters) fitted to a
 * player's 20; empty when there is none.
 * @example firstPlayerName("Inès la grimpeuse de Fontainebleau") // "Inès la grimpeuse de"
 */
export const firstPlayerName = (displayName: string | undefined): string => {
  const fitted = Array.from((displayName ?? "").trim())
    .slice(0, playerNameLength.max)
    .join("")
    .trim()
  return isPlayerName(fitted) ? fitted : ""
}

/** The first colour set no other player wears (the first set when all are taken). */
export const freeAvatar = (colourSets: ReadonlyArray<ColourSetId>, taken: ReadonlyArray<ColourSetId>): ColourSetId =>
  colourSets.find((set) => !taken.includes(set)) ?? colourSets[0] ?? "01-green-yellow"

/**
 * The next (or previous) colour set for a player, skipping those the other players wear; the
 * player's own when no other is free.
 */
export const stepAvatar = (
  current: ColourSetId,
  direction: 1 | -1,
  colourSets: ReadonlyArray<ColourSetId>,
  takenByOthers: ReadonlyArray<ColourSetId>
): ColourSetId => {
  const start = Math.max(0, colourSets.indexOf(current))
  for (let step = 1; step <= colourSets.length; step++) {
    const candidate = colourSets[(start + direction * step + colourSets.length * step) % colourSets.length] as ColourSetId
    if (!takenByOthers.includes(candidate)) return candidate
  }
  return current
}

/** Adds a player (a free colour set), or says a game is for 4 players at most. */
export const addPlayer = (
  players: ReadonlyArray<PlayerDraft>,
  colourSets: ReadonlyArray<ColourSetId>,
  key: number
): { readonly players: ReadonlyArray<PlayerDraft> } | { readonly refused: Message } =>
  players.length >= gameRules.maxPlayers
    ? { refused: message("game.error.tooManyPlayers", { max: gameRules.maxPlayers }) }
    : {
        players: [
          ...players,
          {
            key,
            name: "",
            difficulty: defaultGrade,
            avatar: freeAvatar(
              colourSets,
              players.map((player) => player.avatar)
            )
          }
        ]
      }

/** Each player's name problem, by row: the spec's length rule, then a name already taken above. */
export const playerNameErrors = (players: ReadonlyArray<PlayerDraft>): ReadonlyArray<Message | undefined> =>
  players.map((player, index) => {
    const failure = checkPlayerName(player.name)
    if (failure !== undefined) return failure
    const above = players.slice(0, index).map((other) => normalizePlayerName(other.name))
    return isPlayerNameTaken(above, player.name) ? message("game.error.playerNameTaken", { name: normalizePlayerName(player.name) }) : undefined
  })
