import type { RouteBody } from "#contract/routes.ts"
import { send } from "#web/lib/api/answer.ts"
import { humanCheckHeaders } from "#web/lib/human-check.ts"

/** What a new account is opened with (`returnTo`: the page the person was going to, where the verification link brings them back). */
export type SignUpRequest = RouteBody<"POST /api/auth/sign-up">

/**
 * Asks for an account (`POST /api/auth/sign-up`, with a solved human check): the server answers 202
 * whether or not the address is taken and mails a verification link (or "you already have one").
 */
export const signUp = (request: SignUpRequest, proof: string) => send("POST /api/auth/sign-up", { body: request, headers: humanCheckHeaders(proof) })
