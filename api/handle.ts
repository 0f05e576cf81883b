import { Cause, Effect, Either, Exit, Fiber, Option, type ParseResult, Runtime, Schema } from "effect"
import type { Context } from "hono"
import { InvalidInput, InvalidJson, UnsupportedMediaType } from "#contract/edge-errors.ts"
import type { Refusal } from "#contract/refusal.ts"
import type { ApiRoute, RouteBody } from "#contract/routes.ts"
import type { Message } from "#core/domain/message.ts"
import { fieldMessages } from "#core/validation/validation-message-schema.ts"
import type { ApiEnv, ApiRuntime, ApiServices } from "./api-env.ts"
import { maxListedFields } from "./error-table.ts"

/** A request refused for an expected reason; `app.onError` answers it from the error table. */
export class RefusedRequest extends Error {
  constructor(readonly refusal: Refusal) {
    super(refusal._tag)
  }
}

/** Throws the refusal for the error table (for use in handlers and middleware). */
export const refuse = (refusal: Refusal): never => {
  throw new RefusedRequest(refusal)
}

/**
 * Runs a core effect on the runtime: its value, or a RefusedRequest for an expected failure.
 * Defects (broken disk, lost connection, bugs) are rethrown as they are and become a logged 500.
 */
export const makeRun =
  (runtime: ApiRuntime) =>
  async <A>(effect: Effect.Effect<A, Refusal, ApiServices>): Promise<A> =>
    outcomeOf(await runtime.runPromiseExit(effect))

/** The value of an exit, or the refusal (or defect) it failed with, thrown. */
const outcomeOf = <A>(exit: Exit.Exit<A, Refusal>): A => {
  if (Exit.isSuccess(exit)) return exit.value
  const failure = Cause.failureOption(exit.cause)
  if (Option.isSome(failure)) throw new RefusedRequest(failure.value)
  throw Cause.squash(exit.cause)
}

/**
 * `makeRun` for the short effects of the busiest paths (the session's profile, a game action):
 * the effect runs to its end at once when it never waits (SQLite), with no promise and no hop
 * through the scheduler; one that waits (a MongoDB call) goes on as the same fiber and is awaited,
 * so the outcome is the same either way. Not for long effects: run at once, they do not yield.
 */
export const makeQuickRun = (runtime: ApiRuntime) => {
  const run = async <A>(effect: Effect.Effect<A, Refusal, ApiServices>): Promise<A> => {
    const exit = runtime.runSyncExit(effect)
    if (Exit.isFailure(exit) && Cause.isDieType(exit.cause) && Runtime.isAsyncFiberException(exit.cause.defect)) {
      const fiber = exit.cause.defect.fiber as Fiber.RuntimeFiber<A, Refusal>
      return outcomeOf(await Effect.runPromise(Fiber.await(fiber)))
    }
    return outcomeOf(exit)
  }
  return run
}

/** Decoding at the edge: unknown fields are refused, every problem is reported. */
const edgeOptions = { onExcessProperty: "error", errors: "all" } as const

/**
 * The offending fields of a parse error, by dotted path (`players.0.name`; `body` for the whole value):
 * the first message of each of the first `maxListedFields` fields, and how many more fields were refused.
 */
const fieldsOf = (error: ParseResult.ParseError): InvalidInput => {
  // A Map, not an object: a body's own `__proto__` key is a field like any other.
  const fields = new Map<string, Message>()
  const unlisted = new Set<string>()
  for (const failure of fieldMessages(error)) {
    const path = failure.path.length === 0 ? "body" : failure.path.map(String).join(".")
    if (fields.size < maxListedFields && !fields.has(path)) fields.set(path, failure.message)
    else if (!fields.has(path)) unlisted.add(path)
  }
  return new InvalidInput({ fields: Object.fromEntries(fields), ...(unlisted.size > 0 && { moreFields: unlisted.size }) })
}

/** Decodes any unknown value (a parsed body, a path parameter, a query) with `schema`, or refuses it. */
export const decode = <A, I>(schema: Schema.Schema<A, I, never>, input: unknown): A => {
  const result = decoderOf(schema)(input)
  return Either.isRight(result) ? result.right : refuse(fieldsOf(result.left))
}

/** Decoders built once per schema: building one walks the schema, decoding with it is the hot path. */
const decoders = new WeakMap<object, (input: unknown) => Either.Either<unknown, ParseResult.ParseError>>()
const decoderOf = <A, I>(schema: Schema.Schema<A, I, never>) => {
  let decoder = decoders.get(schema)
  if (decoder === undefined) {
    decoder = Schema.decodeUnknownEither(schema, edgeOptions)
    decoders.set(schema, decoder)
  }
  return decoder as (input: unknown) => Either.Either<A, ParseResult.ParseError>
}

/** Reads the JSON body and decodes it with `schema`: 415 when not JSON, 400 when malformed, 422 when it does not fit. */
export const readBody = async <A, I>(c: Context<ApiEnv>, schema: Schema.Schema<A, I, never>): Promise<A> => {
  const contentType = c.req.header("content-type") ?? ""
  if (!/^application\/(?:[\w.+-]+\+)?json\b/i.test(contentType)) refuse(new UnsupportedMediaType({ contentType }))
  const text = await c.req.text()
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    return refuse(new InvalidJson())
  }
  return decode(schema, parsed)
}

/**
 * True when a body the contract declares is one the Schema reads (its encoded side takes it: a field
 * the server requires is one the web sends) and both name the same fields (none read that the web
 * never sends, none sent that the server ignores).
 */
type Fits<Encoded, Body> = [Body] extends [Encoded]
  ? [keyof Encoded] extends [keyof Body]
    ? [keyof Body] extends [keyof Encoded]
      ? true
      : false
    : false
  : false

/**
 * Reads `route`'s JSON body with `schema`, as `readBody` does, and holds the Schema to the body
 * contract/routes.ts declares for the route (what the web sends, `Fits`): a change to either that the
 * other does not follow fails the type check.
 */
export const readRouteBody = <Route extends ApiRoute, A, I>(
  c: Context<ApiEnv>,
  _route: Route,
  schema: Schema.Schema<A, I, never> & (Fits<I, RouteBody<Route>> extends true ? unknown : { readonly bodyDiffersFromTheContract: Route })
): Promise<A> => readBody(c, schema)
