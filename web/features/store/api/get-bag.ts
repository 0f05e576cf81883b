import type { Answer } from "#web/lib/api/answer.ts"
import { call } from "#web/lib/api/answer.ts"
import { readPackIds } from "./read-pack-ids.ts"

/** The signed-in user's bag kept on the server (`GET /api/me/bag`), without what can no longer be bought. */
export const getBag = async (): Promise<Answer<ReadonlyArray<string>>> => call("GET /api/me/bag", {}, readPackIds)
