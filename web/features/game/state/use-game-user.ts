import { profile } from "../../../lib/state/session.ts"

/** The signed-in user's id (the guards let only signed-in users reach the game pages). */
export const useGameUserId = (): string | null => profile.value?.id ?? null
