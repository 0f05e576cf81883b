import { Either, Schema } from "effect"
import { ScreenView } from "#core/gym-events/screen-view.ts"
import { call } from "#web/lib/api/answer.ts"
import type { LiveAnswer } from "#web/lib/live-view.ts"

const decodeView = Schema.decodeUnknownEither(ScreenView)
const decodeAnswer = Schema.decodeUnknownEither(Schema.Struct({ screen: ScreenView }))

/** Decodes a view as the live stream pushes it; undefined when it does not decode. */
export const readScreenView = (body: unknown): ScreenView | undefined => Either.getOrUndefined(decodeView(body))

/**
 * Whether a failure means the link opens nothing, and will not by trying again: the token refused
 * (403), or an address the API cannot read (a link cut short). A budget spent, a full server or a
 * lost network passes.
 */
const isRefusal = (status: number): boolean => status >= 400 && status < 500 && status !== 408 && status !== 429

/** A big screen's view (`GET /api/gym-events/:id/screen?token=…`). */
export const getScreenView = async (id: string, token: string): Promise<LiveAnswer<ScreenView>> => {
  const answer = await call("GET /api/gym-events/:id/screen", { params: { id }, query: { token } }, (body) => Either.getOrUndefined(decodeAnswer(body)))
  return answer.ok ? { ok: true, view: answer.value.screen } : { ok: false, isRefused: isRefusal(answer.failure.status) }
}
