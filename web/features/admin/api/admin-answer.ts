import { Either, Schema } from "effect"
import type { ApiFailure, ApiResult } from "#web/lib/api/http.ts"

/** An admin call's outcome: the decoded answer, or why there is none. */
export type AdminAnswer<A> = { readonly ok: true; readonly value: A } | { readonly ok: false; readonly failure: ApiFailure }

/** Decodes a call's body with `schema`; an answer that does not fit is a failure like any other. */
export const readAnswer = <A, I>(schema: Schema.Schema<A, I, never>, result: ApiResult): AdminAnswer<A> => {
  if (!result.ok) return result
  const decoded = Schema.decodeUnknownEither(schema)(result.body)
  return Either.isRight(decoded) ? { ok: true, value: decoded.right } : { ok: false, failure: { status: 200, code: "unreadable-answer" } }
}

/** A field of a refusal's body (`currentVersion`, `problems`…), decoded with `schema`. */
export const refusalExtra = <A, I>(failure: ApiFailure, field: string, schema: Schema.Schema<A, I, never>): A | undefined => {
  if (typeof failure.body !== "object" || failure.body === null) return undefined
  const decoded = Schema.decodeUnknownEither(schema)((failure.body as Record<string, unknown>)[field])
  return Either.isRight(decoded) ? decoded.right : undefined
}

/** The path of an admin route, its parameters encoded. */
export const adminPath = (strings: TemplateStringsArray, ...params: ReadonlyArray<string>): string =>
  `/api/admin${strings.reduce((path, part, index) => path + part + (index < params.length ? encodeURIComponent(params[index] ?? "") : ""), "")}`
