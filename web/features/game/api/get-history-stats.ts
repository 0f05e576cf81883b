import { call } from "#web/lib/api/answer.ts"
import { HistoryStatsRecord } from "../state/history-records.ts"
import { decodeOr } from "../state/records.ts"

const decode = decodeOr(HistoryStatsRecord)

/** Each player's record across the user's finished games (`GET /api/me/history/stats`). */
export const getHistoryStats = async () => call("GET /api/me/history/stats", {}, decode)
