import type { FeedbackItem } from "#contract/admin-answers.ts"

/**
 * What the person wrote: the server stores the message with a signature line for the team's mail
 * (`— game: …, challenge: …` for feedback, `— name <e-mail>` for contact), which the screen shows
 * beside the message already; only that exact last line is left out.
 */
export const writtenText = (message: Pick<FeedbackItem, "category" | "text" | "game" | "challenge" | "name" | "from">): string => {
  const signature =
    message.category === "feedback"
      ? `\n\n— game: ${message.game ?? "none"}, challenge: ${message.challenge?.id ?? "none"}`
      : `\n\n— ${message.name ?? ""} <${message.from}>`
  return message.text.endsWith(signature) ? message.text.slice(0, -signature.length) : message.text
}
