import type { Context } from "hono"
import { defaultLanguage, type Language, languages } from "#core/domain/language.ts"
import type { ApiEnv } from "../api-env.ts"

/** The first of our languages the browser lists in Accept-Language, else French. */
export const requestLanguage = (c: Context<ApiEnv>): Language => {
  const header = c.req.header("accept-language") ?? ""
  for (const part of header.split(",")) {
    const tag = part.split(";")[0]?.trim().slice(0, 2).toLowerCase()
    const language = languages.find((candidate) => candidate === tag)
    if (language !== undefined) return language
  }
  return defaultLanguage
}
