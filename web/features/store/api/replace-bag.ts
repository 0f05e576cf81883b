import { callApi } from "#web/lib/api/http.ts"
import { type BagAnswer, bagAnswer } from "./bag-answer.ts"

/** Replaces the server's bag with this one (`PUT /api/me/bag`); the answer keeps only what can be bought. */
export const replaceBag = async (packIds: ReadonlyArray<string>): Promise<BagAnswer> => bagAnswer(await callApi("PUT", "/api/me/bag", { packIds }))
