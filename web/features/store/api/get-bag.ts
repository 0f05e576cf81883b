import { type Answer, readAnswer } from "#web/lib/api/answer.ts"
import { callApi } from "#web/lib/api/http.ts"
import { readPackIds } from "./read-pack-ids.ts"

/** The signed-in user's bag kept on the server (`GET /api/me/bag`), without what can no longer be bought. */
export const getBag = async (): Promise<Answer<ReadonlyArray<string>>> =>
  readAnswer(await callApi("GET", "/api/me/bag"), (body) => readPackIds(body) ?? undefined)
