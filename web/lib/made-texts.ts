import type { TFunction, TOptions } from "i18next"
import { i18n } from "./i18n.ts"

/**
 * The texts already made, by language, key and options: i18next gives the same text for them until
 * texts are added (a page's, a language's) or a post-processor comes (./french-elision.ts), and a
 * page asks for the same ones at every render (a list, in every row). A text costs i18next some ten
 * microseconds on a laptop, many times that on a slow phone before its code is warm, and the pregame
 * page makes some four hundred. The pages that ask for many (the game, the store, the admin area…)
 * import this module with their texts; the home page, which asks for few, goes without, and its
 * JavaScript stays within its budget.
 */
const made = new Map<string, string>()
/** Enough for every text of a night's big screen (names, counts); beyond, they are made afresh. */
const mostMade = 5000

/** Forgets every text made. */
export const forgetMadeTexts = (): void => made.clear()
i18n.store.on("added", forgetMadeTexts)
i18n.store.on("removed", forgetMadeTexts)

/**
 * Where a text is kept: its language, key and options, when each option is a string (its length
 * first, so that no two sets of options share a place), a number or a boolean; undefined for
 * anything else, which is made every time.
 */
const placeOf = (language: string, key: string, options: Readonly<Record<string, unknown>> | undefined): string | undefined => {
  let place = `${language}\u0000${key}`
  if (options === undefined) return place
  for (const name in options) {
    const value = options[name]
    if (typeof value === "string") place += `\u0000${name}\u0001${value.length}:${value}`
    else if (typeof value === "number" || typeof value === "boolean") place += `\u0000${name}\u0001${String(value)}`
    else if (value !== undefined) return undefined
  }
  return place
}

const makeText = (language: string, key: string | Array<string>, options: TOptions | undefined): string => {
  const make = () => i18n.t(key, { ...options, lng: options?.lng || language })
  const place = typeof key === "string" ? placeOf(language, key, options) : undefined
  if (place === undefined) return make()
  let text = made.get(place)
  if (text === undefined) {
    text = make()
    if (made.size >= mostMade) made.clear()
    made.set(place, text)
  }
  return text
}

/**
 * `t` bound to a language, keeping what it made. (i18next's own `getFixedT` also copies every option
 * of the instance into a new object at each call, for selector keys, which we do not use.) A default
 * value may come second, as a string, before the options: i18next's other form.
 */
export const boundTo = (language: string): TFunction => {
  const t = (key: string | Array<string>, options?: TOptions | string | null, more?: TOptions): string =>
    makeText(language, key, typeof options === "string" ? { defaultValue: options, ...more } : (options ?? undefined))
  // TFunction's type describes every overload of i18next's; this one answers each the same way.
  return t as unknown as TFunction
}

/**
 * From here on, the `t` of every page (web/lib/use-translation.ts asks `getFixedT` for the language
 * on screen) is `boundTo`'s; any other use of `getFixedT` (a namespace, a key prefix) stays i18next's.
 */
const fixedT = i18n.getFixedT.bind(i18n)
i18n.getFixedT = ((...args: Parameters<typeof fixedT>) =>
  args.length === 1 && typeof args[0] === "string" ? boundTo(args[0]) : fixedT(...args)) as typeof i18n.getFixedT
