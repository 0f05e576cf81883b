import type { Answer } from "#web/lib/api/answer.ts"
import { call, noBody } from "#web/lib/api/answer.ts"

/** Deletes a tag (`DELETE /api/admin/tags/:id`); refused (409 tag-in-use, with where) while challenges use it. */
export const deleteTag = async (id: string): Promise<Answer<null>> => call("DELETE /api/admin/tags/:id", { params: { id } }, noBody)
