import type { Answer } from "#web/lib/api/answer.ts"
import { callApi } from "#web/lib/api/http.ts"
import { adminPath } from "./admin-answer.ts"

/** Deletes a tag (`DELETE /api/admin/tags/:id`); refused (409 tag-in-use, with where) while challenges use it. */
export const deleteTag = async (id: string): Promise<Answer<null>> => {
  const result = await callApi("DELETE", adminPath`/tags/${id}`)
  return result.ok ? { ok: true, value: null } : result
}
