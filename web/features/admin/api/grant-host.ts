import { gymEventAnswers } from "#contract/gym-event-answers.ts"
import type { Answer } from "#web/lib/api/answer.ts"
import { call } from "#web/lib/api/answer.ts"
import { decodeWith } from "./admin-answer.ts"

const Body = gymEventAnswers["POST /admin/hosts"]

/** Makes an existing account a gym's host (`POST /api/admin/hosts`); `isNew` is false when it already was (gym and city updated). */
export const grantHost = async (body: { readonly email: string; readonly gymName: string; readonly city: string }): Promise<Answer<typeof Body.Type>> =>
  call("POST /api/admin/hosts", { body }, decodeWith(Body))
