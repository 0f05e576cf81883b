import { type Answer, readAnswer } from "#web/lib/api/answer.ts"
import { callApi } from "#web/lib/api/http.ts"
import { readPackIds } from "./read-pack-ids.ts"

/** Replaces the server's bag with this one (`PUT /api/me/bag`); the answer keeps only what can be bought. */
export const replaceBag = async (packIds: ReadonlyArray<string>): Promise<Answer<ReadonlyArray<string>>> =>
  readAnswer(await callApi("PUT", "/api/me/bag", { packIds }), (body) => readPackIds(body) ?? undefined)
