import type { Message } from "../domain/message.ts"
import { requiredMessage } from "./generic.ts"
import { type Rule, validationMessage } from "./validation-message.ts"

/** Display-name bounds, after trimming (spec §9). */
export const displayNameLength = { min: 2, max: 25 } as const
/** Player-name bounds, after trimming (spec §9). */
export const playerNameLength = { min: 1, max: 20 } as const

/** The display-name-length message. */
export const displayNameMessage: Message = validationMessage("validation.displayNameLength", displayNameLength)
/** 'Please enter a player name with at least 1 and at most 20 characters' */
export const playerNameMessage: Message = validationMessage("validation.playerName", playerNameLength)

/** A display name as it is kept: trimmed. */
export const normalizeDisplayName = (name: string): string => name.trim()

/** A player name as the game keeps it: trimmed. */
export const normalizePlayerName = (name: string): string => name.trim()

/** How two player names are compared: case and surrounding spaces do not matter. */
export const playerNameKey = (name: string): string => name.trim().toLowerCase()

/** True when the trimmed name has 1 to 20 characters. */
export const isPlayerName = (name: string): boolean => {
  const length = normalizePlayerName(name).length
  return length >= playerNameLength.min && length <= playerNameLength.max
}

/** True when `name` matches one of `names` (so the scoreboard could not tell the two apart). */
export const isPlayerNameTaken = (names: ReadonlyArray<string>, name: string): boolean => {
  const key = playerNameKey(name)
  return names.some((other) => playerNameKey(other) === key)
}

/** Required, then 2 to 25 characters once trimmed. */
export const checkDisplayName: Rule<string> = (value) => {
  const length = normalizeDisplayName(value).length
  if (length === 0) return requiredMessage
  return length >= displayNameLength.min && length <= displayNameLength.max ? undefined : displayNameMessage
}

/**
 * 1 to 20 characters once trimmed.
 * @example checkPlayerName("  ") // the player-name message
 */
export const checkPlayerName: Rule<string> = (value) => (isPlayerName(value) ? undefined : playerNameMessage)
