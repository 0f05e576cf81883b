import type { ErrorCode } from "#contract/refusal.ts"
import type { ApiRoute, RouteBody, RouteCode, RouteParams, RouteQuery } from "#contract/routes.ts"
import { locale } from "../state/locale.ts"

/**
 * Why a call failed, as a code: the API's `error.code` (contract/refusal.ts), `network` when the server
 * was not reached, `unreadable-answer` when an answer does not read as its route says, `http-<status>`
 * when a refusal names no code. A typed union: compare with a literal the compiler checks.
 */
export type FailureCode<Code extends ErrorCode = ErrorCode> = Code | TransportCode

/** Why a call failed when no refusal of the API says why: offline, an unreadable answer, a refusal without a code. */
export type TransportCode = "network" | "unreadable-answer" | `http-${number}`

/** Why a call did not succeed: the HTTP status (0 offline), the API's stable code (one its route may answer) and its text. */
export interface ApiFailure<Code extends ErrorCode = ErrorCode> {
  readonly status: number
  readonly code: FailureCode<Code>
  readonly message?: string | undefined
  /** The API's message for each refused field (`{ error: { fields } }`), in the request's language. */
  readonly fields?: Readonly<Record<string, string>> | undefined
  /** The refusal's whole JSON body, for its extra fields (`currentVersion`, `problems`…). */
  readonly body?: unknown
}

/** The answer of a call: its JSON body, or why it failed. */
export type ApiResult<Code extends ErrorCode = ErrorCode> =
  | { readonly ok: true; readonly body: unknown }
  | { readonly ok: false; readonly failure: ApiFailure<Code> }

const errorOf = (body: unknown): { code?: unknown; message?: unknown; fields?: unknown } | undefined => {
  if (typeof body !== "object" || body === null || !("error" in body)) return undefined
  const error = (body as { error: unknown }).error
  return typeof error === "object" && error !== null ? (error as { code?: unknown; message?: unknown; fields?: unknown }) : undefined
}

const fieldsOf = (fields: unknown): Readonly<Record<string, string>> | undefined => {
  if (typeof fields !== "object" || fields === null) return undefined
  const texts = Object.entries(fields).filter((entry): entry is [string, string] => typeof entry[1] === "string")
  return texts.length === 0 ? undefined : Object.fromEntries(texts)
}

type Empty = Readonly<Record<never, never>>

/**
 * What a call to `Route` sends, as its contract declares it (contract/routes.ts): the path's parameters,
 * the query and the body (JSON, or a FormData or Blob sent as it is), each only when the route has one;
 * and extra headers (the human-check proof, `humanCheckHeaders` in lib/human-check.ts).
 */
export type CallInput<Route extends ApiRoute> = ([keyof RouteParams<Route>] extends [never] ? Empty : { readonly params: RouteParams<Route> }) &
  (RouteQuery<Route> extends undefined ? Empty : { readonly query: RouteQuery<Route> }) &
  (RouteBody<Route> extends undefined ? Empty : { readonly body: RouteBody<Route> }) & { readonly headers?: Readonly<Record<string, string>> }

/** The parts of a call, as `send` reads them. */
export interface SentParts {
  readonly params?: Readonly<Record<string, string>>
  readonly query?: object
  readonly body?: unknown
  readonly headers?: Readonly<Record<string, string>>
}

/** A call's input, read as its parts. */
export const partsOf = (input: object): SentParts => input

/**
 * One request to the API, in the app's language, with the session cookie: a JSON body, or a FormData
 * (multipart upload) or a Blob (a file's own bytes, with its type) as it is. Never throws. Called by
 * route: `sendPlain` below, `send` and `call` (lib/api/answer.ts).
 */
export const request = async <Code extends ErrorCode>(
  method: string,
  url: string,
  body?: unknown,
  headers?: Readonly<Record<string, string>>
): Promise<ApiResult<Code>> => {
  const isForm = (typeof FormData !== "undefined" && body instanceof FormData) || (typeof Blob !== "undefined" && body instanceof Blob)
  try {
    const response = await fetch(url, {
      method,
      credentials: "same-origin",
      headers: {
        Accept: "application/json",
        "Accept-Language": locale.value,
        ...(body === undefined || isForm ? {} : { "Content-Type": "application/json" }),
        ...headers
      },
      ...(body === undefined ? {} : { body: isForm ? body : JSON.stringify(body) })
    })
    const text = await response.text()
    let parsed: unknown
    try {
      parsed = text === "" ? undefined : JSON.parse(text)
    } catch {
      parsed = undefined
    }
    if (response.ok) return { ok: true, body: parsed }
    const error = errorOf(parsed)
    return {
      ok: false,
      failure: {
        status: response.status,
        // The contract says which codes this route answers: the API's code is read as one of them.
        code: typeof error?.code === "string" ? (error.code as Code) : `http-${response.status}`,
        message: typeof error?.message === "string" ? error.message : undefined,
        fields: fieldsOf(error?.fields),
        body: parsed
      }
    }
  } catch {
    return { ok: false, failure: { status: 0, code: "network" } }
  }
}

/** A route with neither path parameters nor a query: the shell's calls. */
export type PlainRoute = {
  readonly [Route in ApiRoute]: [keyof RouteParams<Route>] extends [never] ? (RouteQuery<Route> extends undefined ? Route : never) : never
}[ApiRoute]

/**
 * One call to a route of the contract without path parameters or query (contract/routes.ts), its body
 * not read: the route's method and path as they are, so the shell carries no path building
 * (`send`, lib/api/answer.ts, builds the others). Its failure's code is one the route may answer.
 */
export const sendPlain = <Route extends PlainRoute>(route: Route, body?: RouteBody<Route>): Promise<ApiResult<RouteCode<Route>>> => {
  const space = route.indexOf(" ")
  return request(route.slice(0, space), route.slice(space + 1), body)
}
