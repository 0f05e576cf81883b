import { type ApiResult, callApi } from "./http.ts"

/** Records the disclaimer as accepted in the profile; the server stamps the date (`PATCH /api/me/profile`). */
export const acceptDisclaimer = (): Promise<ApiResult> => callApi("PATCH", "/api/me/profile", { disclaimerAccepted: true })
