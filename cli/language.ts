import { defaultLanguage, type Language, languages } from "#core/domain/language.ts"

/** True when `value` is one of the product's languages. */
export const isLanguage = (value: string): value is Language => (languages as ReadonlyArray<string>).includes(value)

/** The language the CLI speaks: the `--lang` flag, else `ALLEZ_LANG` when it names one, else French (the product default). */
export const chooseLanguage = (flag: Language | undefined, env: Readonly<Record<string, string | undefined>>): Language => {
  if (flag !== undefined) return flag
  const fromEnv = env.ALLEZ_LANG?.trim().toLowerCase()
  return fromEnv !== undefined && isLanguage(fromEnv) ? fromEnv : defaultLanguage
}
