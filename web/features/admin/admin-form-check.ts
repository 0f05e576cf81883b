import { Either, Schema } from "effect"
import type { Message } from "#core/domain/message.ts"
import { fieldMessages } from "#core/validation/validation-message-schema.ts"

/** The message of each form field that breaks a rule, by the field's name (an API field path: `name.fr`). */
export type FieldFailures = Readonly<Record<string, Message>>

const options = { errors: "all", onExcessProperty: "ignore" } as const

/** The form field a path falls under (`productIds.2` → `productIds`), or `form` when none does. */
const fieldOf = (segments: ReadonlyArray<string>, fields: ReadonlyArray<string>): string => {
  for (let length = segments.length; length > 0; length--) {
    const candidate = segments.slice(0, length).join(".")
    if (fields.includes(candidate)) return candidate
  }
  return "form"
}

/**
 * Checks what a form would send with core's own request Schema (the one the API decodes it with),
 * so the form says what the server would, before sending. Each message goes to the form field its
 * path falls under (`productIds.2` → `productIds`), the first one per field; anything else to `form`.
 */
export const checkInput = <A, I>(schema: Schema.Schema<A, I, never>, input: unknown, fields: ReadonlyArray<string>): FieldFailures => {
  const decoded = Schema.decodeUnknownEither(schema, options)(input)
  if (Either.isRight(decoded)) return {}
  const failures: Record<string, Message> = {}
  for (const failure of fieldMessages(decoded.left)) {
    failures[fieldOf(failure.path.map(String), fields)] ??= failure.message
  }
  return failures
}

/**
 * Shows every message of the form and focuses the first field that fails (of `order`) by its element
 * id, `<prefix>-<field with dots as dashes>`; true when one fails, so the save stops there.
 */
export const stopAtFirstInvalid = <F extends string>(
  form: { readonly firstInvalid: (order: ReadonlyArray<F>) => F | undefined },
  order: ReadonlyArray<F>,
  prefix: string
): boolean => {
  const invalid = form.firstInvalid(order)
  if (invalid === undefined) return false
  document.getElementById(`${prefix}-${invalid.replaceAll(".", "-")}`)?.focus()
  return true
}

/** A whole number typed in a field, or NaN (so the Schema's whole-number rule speaks); blank is `undefined`. */
export const numberOf = (text: string): number | undefined => {
  const trimmed = text.trim()
  if (trimmed === "") return undefined
  return /^-?\d+(?:[.,]\d+)?$/.test(trimmed) ? Number(trimmed.replace(",", ".")) : Number.NaN
}

/** Product ids typed one per line or separated by commas or spaces. */
export const listOf = (text: string): ReadonlyArray<string> => text.split(/[\s,;]+/).filter((part) => part !== "")

/**
 * The API's messages by field (`name.fr`, `productIds.0`, `challenges[0].text.en`) on the form's
 * fields, as texts; those no field takes are under `form`.
 */
export const serverRefusals = (
  apiFields: Readonly<Record<string, string>> | undefined,
  fields: ReadonlyArray<string>
): Record<string, { readonly text: string }> => {
  const refusals: Record<string, { readonly text: string }> = {}
  for (const [path, text] of Object.entries(apiFields ?? {})) {
    const segments = path
      .replace(/\[(\d+)\]/g, ".$1")
      .split(".")
      .filter((segment) => segment !== "")
    refusals[fieldOf(segments, fields)] ??= { text }
  }
  return refusals
}

/**
 * What a form sends once core's request Schema accepts it: decoded (texts trimmed, defaults filled)
 * and encoded back to the API's shape; `undefined` when the Schema refuses it.
 */
export const acceptedInput = <A, I>(schema: Schema.Schema<A, I, never>, input: unknown): I | undefined => {
  const decoded = Schema.decodeUnknownEither(schema, options)(input)
  if (Either.isLeft(decoded)) return undefined
  const encoded = Schema.encodeEither(schema)(decoded.right)
  return Either.isRight(encoded) ? encoded.right : undefined
}
