import { callApi } from "#web/lib/api/http.ts"
import { type BagAnswer, bagAnswer } from "./bag-answer.ts"

/** The signed-in user's bag kept on the server (`GET /api/me/bag`), without what can no longer be bought. */
export const getBag = async (): Promise<BagAnswer> => bagAnswer(await callApi("GET", "/api/me/bag"))
