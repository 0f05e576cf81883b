import type { Language } from "#core/domain/language.ts"
import { type ApiResult, callApi } from "../../../lib/api/http.ts"

/** What a new account is opened with. */
export interface SignUpRequest {
  readonly displayName: string
  readonly email: string
  readonly password: string
  readonly confirmation: string
  readonly language: Language
}

/** Opens an account and signs in at once (`POST /api/auth/sign-up`); the server mails a verification link. */
export const signUp = (request: SignUpRequest): Promise<ApiResult> => callApi("POST", "/api/auth/sign-up", request)
