import type { ErrorCode } from "#contract/refusal.ts"
import { locale } from "../state/locale.ts"

/**
 * Why a call failed, as a code: the API's `error.code` (contract/refusal.ts), `network` when the server
 * was not reached, `unreadable-answer` when an answer does not read as its route says, `http-<status>`
 * when a refusal names no code. A typed union: compare with a literal the compiler checks.
 */
export type FailureCode = ErrorCode | "network" | "unreadable-answer" | `http-${number}`

/** Why a call did not succeed: the HTTP status (0 offline), the API's stable code and its text. */
export interface ApiFailure {
  readonly status: number
  readonly code: FailureCode
  readonly message?: string | undefined
  /** The API's message for each refused field (`{ error: { fields } }`), in the request's language. */
  readonly fields?: Readonly<Record<string, string>> | undefined
  /** The refusal's whole JSON body, for its extra fields (`currentVersion`, `problems`…). */
  readonly body?: unknown
}

/** The answer of a call: its JSON body, or why it failed. */
export type ApiResult = { readonly ok: true; readonly body: unknown } | { readonly ok: false; readonly failure: ApiFailure }

const errorOf = (body: unknown): { code?: unknown; message?: unknown; fields?: unknown } | undefined => {
  if (typeof body !== "object" || body === null || !("error" in body)) return undefined
  const error = (body as { error: unknown }).error
  return typeof error === "object" && error !== null ? (error as { code?: unknown; message?: unknown; fields?: unknown }) : undefined
}

const fieldsOf = (fields: unknown): Readonly<Record<string, string>> | undefined => {
  if (typeof fields !== "object" || fields === null) return undefined
  const texts = Object.entries(fields).filter((entry): entry is [string, string] => typeof entry[1] === "string")
  return texts.length === 0 ? undefined : Object.fromEntries(texts)
}

/** Extra headers of a call (the human-check proof, `humanCheckHeaders` in lib/human-check.ts). */
export interface CallOptions {
  readonly headers?: Readonly<Record<string, string>>
}

/**
 * One call to the API, in the app's language, with the session cookie: a JSON body, or a FormData
 * (multipart upload) or a Blob (a file's own bytes, with its type) as it is. Never throws.
 */
export const callApi = async (
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE",
  path: string,
  body?: unknown,
  options: CallOptions = {}
): Promise<ApiResult> => {
  const isForm = (typeof FormData !== "undefined" && body instanceof FormData) || (typeof Blob !== "undefined" && body instanceof Blob)
  try {
    const response = await fetch(path, {
      method,
      credentials: "same-origin",
      headers: {
        Accept: "application/json",
        "Accept-Language": locale.value,
        ...(body === undefined || isForm ? {} : { "Content-Type": "application/json" }),
        ...options.headers
      },
      ...(body === undefined ? {} : { body: isForm ? body : JSON.stringify(body) })
    })
    const text = await response.text()
    let parsed: unknown
    try {
      parsed = text === "" ? undefined : JSON.parse(text)
    } catch {
      parsed = undefined
    }
    if (response.ok) return { ok: true, body: parsed }
    const error = errorOf(parsed)
    return {
      ok: false,
      failure: {
        status: response.status,
        code: typeof error?.code === "string" ? (error.code as ErrorCode) : `http-${response.status}`,
        message: typeof error?.message === "string" ? error.message : undefined,
        fields: fieldsOf(error?.fields),
        body: parsed
      }
    }
  } catch {
    return { ok: false, failure: { status: 0, code: "network" } }
  }
}
