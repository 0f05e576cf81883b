import { callApi, type ApiResult } from "./http.ts"

/** Ends the session (`POST /api/auth/logout`). */
export const signOut = (): Promise<ApiResult> => callApi("POST", "/api/auth/logout")
