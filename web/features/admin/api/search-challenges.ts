import { Schema } from "effect"
import { type AdminChallenge, adminAnswers } from "#contract/admin-answers.ts"
import type { Answer } from "#web/lib/api/answer.ts"
import { callApi } from "#web/lib/api/http.ts"
import { adminPath, decodeAnswer } from "./admin-answer.ts"

const Body = adminAnswers["GET /challenges"]

/** What to look for; every part is optional. */
export interface ChallengeSearch {
  readonly q?: string
  readonly pack?: string
  readonly category?: string
  readonly tag?: string
  readonly missingTranslation?: boolean
}

/** The query string of a search (empty parts left out). */
export const searchQuery = (search: ChallengeSearch): string => {
  const params = new URLSearchParams()
  if (search.q !== undefined && search.q.trim() !== "") params.set("q", search.q.trim())
  if (search.pack) params.set("pack", search.pack)
  if (search.category) params.set("category", search.category)
  if (search.tag) params.set("tag", search.tag)
  if (search.missingTranslation === true) params.set("missingTranslation", "true")
  const query = params.toString()
  return query === "" ? "" : `?${query}`
}

/**
 * Challenges across packs (`GET /api/admin/challenges`): every word of `q` in the id, a text or a tag,
 * case and accents aside (core's searchText), filtered by pack, category, tag and translation.
 */
export const searchChallenges = async (search: ChallengeSearch): Promise<Answer<ReadonlyArray<AdminChallenge>>> => {
  const answer = decodeAnswer(Body, await callApi("GET", `${adminPath`/challenges`}${searchQuery(search)}`))
  return answer.ok ? { ok: true, value: answer.value.challenges } : answer
}
