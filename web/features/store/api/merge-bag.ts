import type { Answer } from "#web/lib/api/answer.ts"
import { call } from "#web/lib/api/answer.ts"
import { readPackIds } from "./read-pack-ids.ts"

/** On sign-in: the device's bag merged into the server's (`POST /api/me/bag/merge`), owned packs dropped. */
export const mergeBag = async (packIds: ReadonlyArray<string>): Promise<Answer<ReadonlyArray<string>>> =>
  call("POST /api/me/bag/merge", { body: { packIds } }, readPackIds)
