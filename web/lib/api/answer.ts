import type { ErrorCode } from "#contract/refusal.ts"
import type { ApiRoute, RouteAnswer, RouteCode } from "#contract/routes.ts"
import { type ApiFailure, type ApiResult, type CallInput, partsOf, request } from "./http.ts"

/** A call's outcome, the one shape every feature reads: the answer as its route declares it, or why there is none. */
export type Answer<A, Code extends ErrorCode = ErrorCode> =
  | { readonly ok: true; readonly value: A }
  | { readonly ok: false; readonly failure: ApiFailure<Code> }

/** The one rule for an answer that does not read as its route declares it: a failed call, a 502 like any broken server answer. */
export const unreadableAnswer: ApiFailure<never> = { status: 502, code: "unreadable-answer" }

/** Reads a call's result with `read` (a Schema decoder, or a Schema-free reader on the public pages); `undefined` is unreadable. */
export const readAnswer = <A, Code extends ErrorCode = ErrorCode>(result: ApiResult<Code>, read: (body: unknown) => A | undefined): Answer<A, Code> => {
  if (!result.ok) return result
  const value = read(result.body)
  return value === undefined ? { ok: false, failure: unreadableAnswer } : { ok: true, value }
}

/** The address of a route: its parameters encoded into the path, then the query's set fields. */
export const routeUrl = (route: ApiRoute, params: Readonly<Record<string, string>> = {}, query: object = {}): string => {
  const path = route.slice(route.indexOf(" ") + 1).replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ""))
  const search = new URLSearchParams(Object.entries(query).filter((entry): entry is [string, string] => typeof entry[1] === "string")).toString()
  return search === "" ? path : `${path}?${search}`
}

/**
 * One call to a route of the contract (contract/routes.ts), its body not read (`call` below
 * reads it as the route's answer): its parameters, query and body as the route declares them, its
 * failure's code one the route may answer. Never throws.
 */
export const send = <Route extends ApiRoute>(route: Route, input: CallInput<Route>): Promise<ApiResult<RouteCode<Route>>> => {
  const { params, query, body, headers } = partsOf(input)
  return request(route.slice(0, route.indexOf(" ")), routeUrl(route, params, query), body, headers)
}

/** Reads a body as its route's answer (or the part of it a screen keeps): `undefined` when it does not read (lib/api/answer.ts). */
export type Reader<A> = (body: unknown) => A | undefined

/**
 * One call to a route of the contract (contract/routes.ts, sent by `send`), its answer read
 * by `read` (a Schema decoder, or a Schema-free reader on the public pages, giving the route's answer
 * or a view of it): the answer, or why there is none, with a code the route may answer.
 */
export const call = async <Route extends ApiRoute, A = RouteAnswer<Route>>(
  route: Route,
  input: CallInput<Route>,
  read: Reader<A>
): Promise<Answer<A, RouteCode<Route>>> => readAnswer(await send(route, input), read)

/** The reader of a route that answers no body (204), or whose body a call does not need. */
export const noBody = (): null => null
