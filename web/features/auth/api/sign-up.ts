import type { Language } from "#core/domain/language.ts"
import { type ApiResult, callApi } from "#web/lib/api/http.ts"
import { humanCheckHeaders } from "#web/lib/human-check.ts"

/** What a new account is opened with. */
export interface SignUpRequest {
  readonly displayName: string
  readonly email: string
  readonly password: string
  readonly confirmation: string
  readonly language: Language
  /** The page the person was going to: the verification link brings them back there. */
  readonly returnTo?: string
}

/**
 * Asks for an account (`POST /api/auth/sign-up`, with a solved human check): the server answers 202
 * whether or not the address is taken and mails a verification link (or "you already have one").
 */
export const signUp = (request: SignUpRequest, proof: string): Promise<ApiResult> =>
  callApi("POST", "/api/auth/sign-up", request, { headers: humanCheckHeaders(proof) })
