import { callApi } from "#web/lib/api/http.ts"
import { type BagAnswer, bagAnswer } from "./bag-answer.ts"

/** On sign-in: the device's bag merged into the server's (`POST /api/me/bag/merge`), owned packs dropped. */
export const mergeBag = async (packIds: ReadonlyArray<string>): Promise<BagAnswer> => bagAnswer(await callApi("POST", "/api/me/bag/merge", { packIds }))
