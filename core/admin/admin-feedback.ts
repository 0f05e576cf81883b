import { Effect } from "effect"
import type { PackId } from "../domain/ids.ts"
import type { LocalizedText } from "../domain/language-schema.ts"
import { type MessageCategory, MessageRepository } from "../ports/message-repository.ts"
import { PackRepository } from "../ports/pack-repository.ts"

/** A contact or feedback message as the admin reads it, the challenge it is about resolved when it still exists. */
export interface FeedbackItem {
  readonly id: string
  readonly createdAt: string
  readonly category: MessageCategory
  readonly from: string
  readonly name: string | null
  readonly subject: string
  readonly text: string
  readonly game: string | null
  readonly challenge: { readonly id: string; readonly pack: PackId | null; readonly text: LocalizedText | null } | null
}

/** How many messages one page of the admin inbox shows (each may be 5000 characters long). */
export const feedbackPageSize = 20

/** The admin area's inbox: the contact and feedback messages players sent. */
export class AdminFeedback extends Effect.Service<AdminFeedback>()("Admin/AdminFeedback", {
  effect: Effect.gen(function* () {
    const packs = yield* PackRepository
    const messages = yield* MessageRepository
    return {
      /**
       * One page of the contact and feedback messages (`feedbackPageSize` of them, page 1 the newest),
       * optionally one category, with how many there are; feedback's challenge resolved.
       */
      feedback: (category: MessageCategory | undefined, page: number) =>
        Effect.gen(function* () {
          const challenges = new Map((yield* packs.listChallenges).map((entry) => [entry.challenge.id as string, entry]))
          const total = yield* messages.count(category)
          const listed = yield* messages.list(category, { offset: (Math.max(1, page) - 1) * feedbackPageSize, limit: feedbackPageSize })
          const items = listed.map((stored): FeedbackItem => {
            const challengeId = stored.challenge ?? null
            const entry = challengeId === null ? undefined : challenges.get(challengeId)
            return {
              id: stored.id,
              createdAt: stored.createdAt,
              category: stored.category,
              from: stored.from,
              name: stored.name ?? null,
              subject: stored.message.subject,
              text: stored.message.text,
              game: stored.game ?? null,
              challenge: challengeId === null ? null : { id: challengeId, pack: entry?.pack ?? null, text: entry?.challenge.text ?? null }
            }
          })
          return { messages: items, total, page: Math.max(1, page), pageSize: feedbackPageSize }
        })
    }
  })
}) {}
