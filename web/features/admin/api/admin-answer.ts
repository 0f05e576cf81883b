import { Either, Schema } from "effect"
import type { Reader } from "#web/lib/api/answer.ts"
import type { ApiFailure } from "#web/lib/api/http.ts"

/** A reader that decodes a call's body with `schema` (an answer that does not fit is a failure like any other, lib/api/answer.ts). */
export const decodeWith = <A, I>(schema: Schema.Schema<A, I, never>): Reader<A> => {
  const decode = Schema.decodeUnknownEither(schema)
  return (body) => Either.getOrUndefined(decode(body))
}

/** A field of a refusal's body (`currentVersion`, `problems`…), decoded with `schema`. */
export const refusalExtra = <A, I>(failure: ApiFailure, field: string, schema: Schema.Schema<A, I, never>): A | undefined => {
  if (typeof failure.body !== "object" || failure.body === null) return undefined
  const decoded = Schema.decodeUnknownEither(schema)((failure.body as Record<string, unknown>)[field])
  return Either.isRight(decoded) ? decoded.right : undefined
}
