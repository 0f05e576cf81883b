import { readAnswer } from "#web/lib/api/answer.ts"
import { callApi } from "#web/lib/api/http.ts"
import { HistoryPageRecord } from "../state/history-records.ts"
import { decodeOr } from "../state/records.ts"

const decode = decodeOr(HistoryPageRecord)

/** A page of the user's finished games, newest first (`GET /api/me/history?limit=&after=`). */
export const getHistory = async (after: string | null, limit = 10) =>
  readAnswer(await callApi("GET", `/api/me/history?limit=${limit}${after === null ? "" : `&after=${encodeURIComponent(after)}`}`), decode)
