import { type ChangeEvent, useState } from "react"
import type { Message } from "#core/domain/message.ts"
import { useTranslation } from "./use-translation.ts"

type Fields = Readonly<Record<string, string>>
type Failures<F extends Fields> = Partial<Record<keyof F, Message>>

/** A field's refusal: a core message (translated when shown) or the server's own text. */
export type FieldRefusal = Message | { readonly text: string }

/**
 * A form checked by core's rules: each field shows its message once it was left (or on submit),
 * and a refusal from the server on a field until that field changes.
 */
export const useForm = <F extends Fields>(initial: F, check: (form: F) => Failures<F>) => {
  const { t } = useTranslation()
  const [values, setValues] = useState<F>(initial)
  const [touched, setTouched] = useState<Partial<Record<keyof F, boolean>>>({})
  const [refused, setRefused] = useState<Partial<Record<keyof F, FieldRefusal>>>({})
  const failures = check(values)

  const textOf = (refusal: FieldRefusal): string => ("text" in refusal ? refusal.text : t(refusal.key, refusal.params))

  /** The message to show under a field, if any. */
  const errorOf = (field: keyof F): string | undefined => {
    const server = refused[field]
    if (server !== undefined) return textOf(server)
    const failure = failures[field]
    return touched[field] === true && failure !== undefined ? textOf(failure) : undefined
  }

  /** The props of a field's input. */
  const bind = (field: keyof F & string) => ({
    name: field,
    value: values[field] ?? "",
    // Functional updates: a password manager fills several fields before the next render.
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const { value } = event.target
      setValues((before) => ({ ...before, [field]: value }))
      setRefused((before) => (before[field] === undefined ? before : { ...before, [field]: undefined }))
    },
    onBlur: () => setTouched((before) => ({ ...before, [field]: true }))
  })

  /**
   * Sets a field from a control with no text to leave (a select, a group of checkboxes): its message
   * shows at once, and the server's refusal on it goes, as typing does for a text.
   */
  const setField = (field: keyof F & string, value: string) => {
    setValues((before) => ({ ...before, [field]: value }))
    setTouched((before) => (before[field] === true ? before : { ...before, [field]: true }))
    setRefused((before) => (before[field] === undefined ? before : { ...before, [field]: undefined }))
  }

  /** Shows every message; gives the first field that fails (in `order`), to focus it. */
  const firstInvalid = (order: ReadonlyArray<keyof F & string>): (keyof F & string) | undefined => {
    setTouched(Object.fromEntries(order.map((field) => [field, true])) as Partial<Record<keyof F, boolean>>)
    return order.find((field) => failures[field] !== undefined || refused[field] !== undefined)
  }

  /** Puts the server's refusals on their fields; gives the fields it named that the form has. */
  const refuse = (fields: Partial<Record<keyof F, FieldRefusal>>): ReadonlyArray<keyof F & string> => {
    const known = Object.entries(fields).filter(([field, refusal]) => field in initial && refusal !== undefined)
    setRefused((before) => ({ ...before, ...Object.fromEntries(known) }))
    return known.map(([field]) => field as keyof F & string)
  }

  const reset = (next: F = initial) => {
    setValues(next)
    setTouched({})
    setRefused({})
  }

  return { values, setValues, errorOf, bind, setField, firstInvalid, refuse, reset, isValid: Object.keys(failures).length === 0 }
}

/** The server's field messages as refusals (`{ error: { fields } }` of a 422). */
export const serverFieldRefusals = (fields: Readonly<Record<string, string>> | undefined): Record<string, FieldRefusal> =>
  Object.fromEntries(Object.entries(fields ?? {}).map(([field, text]) => [field, { text }]))
