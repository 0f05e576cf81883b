import { type ApiResult, callApi } from "../../../lib/api/http.ts"

/** Signs in with e-mail and password (`POST /api/auth/sign-in`); the answer carries the profile. */
export const signIn = (email: string, password: string): Promise<ApiResult> => callApi("POST", "/api/auth/sign-in", { email, password })
