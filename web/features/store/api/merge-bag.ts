import { type Answer, readAnswer } from "#web/lib/api/answer.ts"
import { callApi } from "#web/lib/api/http.ts"
import { readPackIds } from "./read-pack-ids.ts"

/** On sign-in: the device's bag merged into the server's (`POST /api/me/bag/merge`), owned packs dropped. */
export const mergeBag = async (packIds: ReadonlyArray<string>): Promise<Answer<ReadonlyArray<string>>> =>
  readAnswer(await callApi("POST", "/api/me/bag/merge", { packIds }), (body) => readPackIds(body) ?? undefined)
