import { type AdminChallenge, adminAnswers } from "#contract/admin-answers.ts"
import type { RouteQuery } from "#contract/routes.ts"
import type { Answer } from "#web/lib/api/answer.ts"
import { call } from "#web/lib/api/answer.ts"
import { decodeWith } from "./admin-answer.ts"

const Body = adminAnswers["GET /challenges"]

/** What to look for; every part is optional. */
export interface ChallengeSearch {
  readonly q?: string
  readonly pack?: string
  readonly category?: string
  readonly tag?: string
  readonly missingTranslation?: boolean
}

/** The query of a search: its set parts only. */
const searchFields = (search: ChallengeSearch): RouteQuery<"GET /api/admin/challenges"> => ({
  ...(search.q !== undefined && search.q.trim() !== "" && { q: search.q.trim() }),
  ...(search.pack && { pack: search.pack }),
  ...(search.category && { category: search.category }),
  ...(search.tag && { tag: search.tag }),
  ...(search.missingTranslation === true && { missingTranslation: "true" })
})

/**
 * Challenges across packs (`GET /api/admin/challenges`): every word of `q` in the id, a text or a tag,
 * case and accents aside (core's searchText), filtered by pack, category, tag and translation.
 */
export const searchChallenges = async (search: ChallengeSearch): Promise<Answer<ReadonlyArray<AdminChallenge>>> => {
  const answer = await call("GET /api/admin/challenges", { query: searchFields(search) }, decodeWith(Body))
  return answer.ok ? { ok: true, value: answer.value.challenges } : answer
}
