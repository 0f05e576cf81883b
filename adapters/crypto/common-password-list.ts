import { readFileSync } from "node:fs"
import { createRequire } from "node:module"
import { Effect, Layer } from "effect"
import { CommonPasswordList } from "#core/ports/common-password-list.ts"

const require = createRequire(import.meta.url)

/**
 * The ranked list of common passwords of @zxcvbn-ts/language-common (about 49,000, from leaked
 * password lists; MIT), read once from the package's plain JSON, offline.
 */
export const ZxcvbnCommonPasswordList = Layer.sync(CommonPasswordList, () => {
  const file = require.resolve("@zxcvbn-ts/language-common/src/passwords.json")
  const words: unknown = JSON.parse(readFileSync(file, "utf8"))
  if (!Array.isArray(words)) throw new Error(`${file} is not a list of passwords`)
  const listed = new Set(words.filter((word): word is string => typeof word === "string").map((word) => word.toLowerCase()))
  return { includes: (candidate) => Effect.sync(() => listed.has(candidate)) }
})
