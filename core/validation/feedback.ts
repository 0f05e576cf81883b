import type { Message } from "../domain/message.ts"
import { required } from "./generic.ts"

/** The in-game feedback form. */
export interface FeedbackFields {
  readonly subject: string
  readonly message: string
}

/** The message of each field that fails (both are required). */
export const checkFeedback = (form: FeedbackFields): Partial<Record<keyof FeedbackFields, Message>> => {
  const failures: { subject?: Message; message?: Message } = {}
  const subject = required(form.subject)
  const message = required(form.message)
  if (subject !== undefined) failures.subject = subject
  if (message !== undefined) failures.message = message
  return failures
}

/** True when the feedback may be sent: subject and message filled in, and not already sending. */
export const canSendFeedback = (subject: string, message: string, isSending: boolean): boolean =>
  !isSending && required(subject) === undefined && required(message) === undefined
