import type { Message } from "../domain/message.ts"
import { requiredMessage } from "./generic.ts"
import { hasHiddenCharacters, isInvisible } from "./shown-text.ts"
import { type Rule, validationMessage } from "./validation-message.ts"

/** Display-name bounds, after trimming (spec §9). */
export const displayNameLength = { min: 2, max: 25 } as const
/** Player-name bounds, after trimming (spec §9). */
export const playerNameLength = { min: 1, max: 20 } as const

/** The display-name-length message. */
export const displayNameMessage: Message = validationMessage("validation.displayNameLength", displayNameLength)
/** 'Please enter a player name with at least 1 and at most 20 characters' */
export const playerNameMessage: Message = validationMessage("validation.playerName", playerNameLength)

/** 'Remove the invisible or control characters…': a name holding one (shown-text.ts). */
export const hiddenCharactersMessage: Message = validationMessage("validation.hiddenCharacters")

/** A display name as it is kept: trimmed. */
export const normalizeDisplayName = (name: string): string => name.trim()

/** A player name as the game keeps it: trimmed. */
export const normalizePlayerName = (name: string): string => name.trim()

/** How two player names are compared: case and surrounding spaces do not matter. */
export const playerNameKey = (name: string): string => name.trim().toLowerCase()

/** True when the trimmed name has 1 to 20 characters, some of them visible, and none hidden (shown-text.ts). */
export const isPlayerName = (name: string): boolean => checkPlayerName(name) === undefined

/** True when `name` matches one of `names` (so the scoreboard could not tell the two apart). */
export const isPlayerNameTaken = (names: ReadonlyArray<string>, name: string): boolean => {
  const key = playerNameKey(name)
  return names.some((other) => playerNameKey(other) === key)
}

/** Required, then no hidden character, then 2 to 25 characters once trimmed, some of them visible. */
export const checkDisplayName: Rule<string> = (value) => {
  const name = normalizeDisplayName(value)
  if (name.length === 0) return requiredMessage
  if (hasHiddenCharacters(name)) return hiddenCharactersMessage
  return !isInvisible(name) && name.length >= displayNameLength.min && name.length <= displayNameLength.max ? undefined : displayNameMessage
}

/**
 * No hidden character, then 1 to 20 characters once trimmed, some of them visible.
 * @example checkPlayerName("  ") // the player-name message; checkPlayerName("\u200B") // the same
 */
export const checkPlayerName: Rule<string> = (value) => {
  const name = normalizePlayerName(value)
  if (hasHiddenCharacters(name)) return hiddenCharactersMessage
  return !isInvisible(name) && name.length >= playerNameLength.min && name.length <= playerNameLength.max ? undefined : playerNameMessage
}
