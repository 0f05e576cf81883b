import { locale } from "../state/locale.ts"

/** Why a call did not succeed: the HTTP status (0 offline), the API's stable code and its text. */
export interface ApiFailure {
  readonly status: number
  readonly code: string
  readonly message?: string | undefined
}

/** The answer of a call: its JSON body, or why it failed. */
export type ApiResult = { readonly ok: true; readonly body: unknown } | { readonly ok: false; readonly failure: ApiFailure }

const errorOf = (body: unknown): { code?: unknown; message?: unknown } | undefined => {
  if (typeof body !== "object" || body === null || !("error" in body)) return undefined
  const error = (body as { error: unknown }).error
  return typeof error === "object" && error !== null ? (error as { code?: unknown; message?: unknown }) : undefined
}

/** One JSON call to the API, in the app's language, with the session cookie. Never throws. */
export const callApi = async (method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE", path: string, body?: unknown): Promise<ApiResult> => {
  try {
    const response = await fetch(path, {
      method,
      credentials: "same-origin",
      headers: {
        Accept: "application/json",
        "Accept-Language": locale.value,
        ...(body === undefined ? {} : { "Content-Type": "application/json" })
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) })
    })
    const text = await response.text()
    let parsed: unknown = undefined
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
        code: typeof error?.code === "string" ? error.code : `http-${response.status}`,
        message: typeof error?.message === "string" ? error.message : undefined
      }
    }
  } catch {
    return { ok: false, failure: { status: 0, code: "network" } }
  }
}
