import { type ApiResult, callApi } from "./http.ts"

/** Ends the session (`POST /api/auth/sign-out`). */
export const signOut = (): Promise<ApiResult> => callApi("POST", "/api/auth/sign-out")
