import type { LocalGame } from "./records.ts"

/** The id the game is shown under: the server's once known. */
export const shownId = (record: LocalGame): string => record.serverId ?? record.id

/** True when `id` names this game (its offline id or the server's). */
export const isKnownAs = (record: LocalGame, id: string): boolean => record.id === id || record.serverId === id
