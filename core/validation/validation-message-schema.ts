import { Either, type ParseResult, Schema } from "effect"
import type { Message } from "../domain/message.ts"
import { type Rule, validationMessage } from "./validation-message.ts"

/** Schema annotation holding the i18n message of a refinement. */
export const MessageAnnotationId: unique symbol = Symbol.for("allez/validation/Message")

/**
 * Annotations for a Schema refinement that fails with `failure`: drivers read the Message,
 * Effect's own formatters print its key (never English from the core).
 */
export const failsWith = (failure: Message) => ({ [MessageAnnotationId]: failure, message: () => failure.key })

/** A decode failure of one field (empty path: the whole value). */
export interface FieldMessage {
  readonly path: ReadonlyArray<PropertyKey>
  readonly message: Message
}

const invalid = validationMessage("validation.invalid")
const required = validationMessage("validation.required")

const annotatedMessage = (annotations: Record<PropertyKey, unknown>): Message | undefined => {
  const found = annotations[MessageAnnotationId]
  return found === undefined ? undefined : (found as Message)
}

const segmentsOf = (path: ParseResult.Path): ReadonlyArray<PropertyKey> => (typeof path === "object" ? path : [path])

const collect = (issue: ParseResult.ParseIssue, path: ReadonlyArray<PropertyKey>, out: Array<FieldMessage>): void => {
  switch (issue._tag) {
    case "Pointer": {
      collect(issue.issue, [...path, ...segmentsOf(issue.path)], out)
      return
    }
    case "Refinement": {
      const own = issue.kind === "Predicate" ? annotatedMessage(issue.ast.annotations) : undefined
      if (own === undefined) {
        collect(issue.issue, path, out)
        return
      }
      const inner = issue.issue._tag === "Pointer" ? segmentsOf(issue.issue.path) : []
      out.push({ path: [...path, ...inner], message: own })
      return
    }
    case "Composite": {
      const issues: ReadonlyArray<ParseResult.ParseIssue> = "_tag" in issue.issues ? [issue.issues] : issue.issues
      for (const inner of issues) collect(inner, path, out)
      return
    }
    case "Transformation":
      collect(issue.issue, path, out)
      return
    case "Missing":
      out.push({ path, message: required })
      return
    case "Type":
    case "Unexpected":
    case "Forbidden":
      out.push({ path, message: invalid })
  }
}

/** Every field message of a decode failure, in the order the schema found them. */
export const fieldMessages = (error: ParseResult.ParseError): ReadonlyArray<FieldMessage> => {
  const out: Array<FieldMessage> = []
  collect(error.issue, [], out)
  return out
}

/** The first message of a decode failure (`validation.invalid` when no rule names one). */
export const firstMessage = (error: ParseResult.ParseError): Message => fieldMessages(error)[0]?.message ?? invalid

/** A schema as a form rule: decodes `input` and gives the first message of a failure. */
export const checkWith = <A, I>(schema: Schema.Schema<A, I, never>): Rule<unknown> => {
  const decode = Schema.decodeUnknownEither(schema)
  return (input) => Either.match(decode(input), { onLeft: firstMessage, onRight: () => undefined })
}
