import { type ApiResult, sendPlain } from "./http.ts"

/** Ends the session (`POST /api/auth/sign-out`). */
export const signOut = (): Promise<ApiResult> => sendPlain("POST /api/auth/sign-out")
