import type { Message } from "./message-schema.ts"

export type { Message }

/** Builds a message. */
export const message = (key: string, params?: Record<string, string | number>): Message => (params === undefined ? { key } : { key, params })
