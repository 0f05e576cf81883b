import { Either, Schema } from "effect"
import { WatchView } from "#core/watch/watch-view.ts"
import { call } from "#web/lib/api/answer.ts"

const decodeView = Schema.decodeUnknownEither(WatchView)

/** A watched game's view, as a watch link opens it. */
export type WatchAnswer = { readonly ok: true; readonly view: WatchView } | { readonly ok: false; readonly isRefused: boolean }

/** Decodes a view as the API sends it (also what the live stream pushes); undefined when it does not decode. */
export const readWatchView = (body: unknown): WatchView | undefined => Either.getOrUndefined(decodeView(body))

/** A shared game's view (`GET /api/watch/:id?token=…`): refused (403) when the link opens nothing, else a passing failure. */
export const getWatchView = async (id: string, token: string): Promise<WatchAnswer> => {
  const answer = await call("GET /api/watch/:id", { params: { id }, query: { token } }, readWatchView)
  return answer.ok ? { ok: true, view: answer.value } : { ok: false, isRefused: answer.failure.status === 403 }
}
