import { profile } from "#web/lib/state/session.ts"

/** The signed-in user's id (the guards let only signed-in users reach the game pages). */
export const useGameUserId = (): string | null => profile.value?.id ?? null

/** The signed-in user's display name, the first player's name on a new group. */
export const useGameUserName = (): string | undefined => profile.value?.displayName
