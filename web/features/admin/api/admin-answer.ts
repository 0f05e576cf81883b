import { Either, Schema } from "effect"
import { type Answer, readAnswer } from "#web/lib/api/answer.ts"
import type { ApiFailure, ApiResult } from "#web/lib/api/http.ts"

/** Decodes a call's body with `schema` (lib/api/answer.ts: an answer that does not fit is a failure like any other). */
export const decodeAnswer = <A, I>(schema: Schema.Schema<A, I, never>, result: ApiResult): Answer<A> => {
  const decode = Schema.decodeUnknownEither(schema)
  return readAnswer(result, (body) => {
    const decoded = decode(body)
    return Either.isRight(decoded) ? decoded.right : undefined
  })
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
