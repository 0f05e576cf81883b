import type { Message } from "../domain/message.ts"
import { maxLength, required } from "./generic.ts"

/** The in-game feedback form. */
export interface FeedbackFields {
  readonly subject: string
  readonly message: string
}

/** How long each feedback field may be: the form stops typing there, the server refuses more. */
export const feedbackLimits = { subject: 150, message: 5000 } as const satisfies Record<keyof FeedbackFields, number>

/** The message of each field that fails: both are required, and neither may run past its limit. */
export const checkFeedback = (form: FeedbackFields): Partial<Record<keyof FeedbackFields, Message>> => {
  const failures: { subject?: Message; message?: Message } = {}
  const subject = required(form.subject) ?? maxLength(feedbackLimits.subject)(form.subject)
  const message = required(form.message) ?? maxLength(feedbackLimits.message)(form.message)
  if (subject !== undefined) failures.subject = subject
  if (message !== undefined) failures.message = message
  return failures
}

/** True when the feedback may be sent: subject and message filled in and within their limits, and not already sending. */
export const canSendFeedback = (subject: string, message: string, isSending: boolean): boolean =>
  !isSending && Object.keys(checkFeedback({ subject, message })).length === 0
