import type { Answer } from "#web/lib/api/answer.ts"
import { call } from "#web/lib/api/answer.ts"
import { readPackIds } from "./read-pack-ids.ts"

/** Replaces the server's bag with this one (`PUT /api/me/bag`); the answer keeps only what can be bought. */
export const replaceBag = async (packIds: ReadonlyArray<string>): Promise<Answer<ReadonlyArray<string>>> =>
  call("PUT /api/me/bag", { body: { packIds } }, readPackIds)
