import { type ApiResult, sendPlain } from "./http.ts"

/** Records the disclaimer as accepted in the profile; the server stamps the date (`PATCH /api/me/profile`). */
export const acceptDisclaimer = (): Promise<ApiResult> => sendPlain("PATCH /api/me/profile", { disclaimerAccepted: true })
