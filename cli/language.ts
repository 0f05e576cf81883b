import { defaultLanguage, languages, type Language } from "../core/domain/language.ts"

/** True when `value` is one of the product's languages. */
export const isLanguage = (value: string): value is Language => (languages as ReadonlyArray<string>).includes(value)

/**
 * The language the CLI speaks: the `--lang` flag, else `ALLEZ_LANG`, else French (the product default).
 * Returns null when the flag names no language of the product, so the command can refuse it.
 */
export const chooseLanguage = (flag: string | undefined, env: NodeJS.ProcessEnv): Language | null => {
  if (flag !== undefined) return isLanguage(flag) ? flag : null
  const fromEnv = env["ALLEZ_LANG"]?.trim().toLowerCase()
  return fromEnv !== undefined && isLanguage(fromEnv) ? fromEnv : defaultLanguage
}
