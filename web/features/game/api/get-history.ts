import { call } from "#web/lib/api/answer.ts"
import { HistoryPageRecord } from "../state/history-records.ts"
import { decodeOr } from "../state/records.ts"

const decode = decodeOr(HistoryPageRecord)

/** A page of the user's finished games, newest first (`GET /api/me/history?limit=&after=`). */
export const getHistory = async (after: string | null, limit = 10) =>
  call("GET /api/me/history", { query: { limit: String(limit), ...(after === null ? {} : { after }) } }, decode)
