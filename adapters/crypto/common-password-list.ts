import { readFileSync } from "node:fs"
import { createRequire } from "node:module"
import { Effect, Layer } from "effect"
import { CommonPasswordList } from "#core/ports/common-password-list.ts"

const require = createRequire(import.meta.url)

/**
 * The ranked list of common passwords of @zxcvbn-ts/language-common (about 49,000, from leaked
 * password lists; MIT), read offline at the first password checked: a server that checks none (most
 * starts, and every copy but the one a sign-up reaches) spends neither the 80 ms of CPU nor the 4 MB.
 * The file is found when the layer is built, so a server without the package does not start.
 */
export const ZxcvbnCommonPasswordList = Layer.sync(CommonPasswordList, () => {
  const file = require.resolve("@zxcvbn-ts/language-common/src/passwords.json")
  let listed: ReadonlySet<string> | undefined
  const read = (): ReadonlySet<string> => {
    const words: unknown = JSON.parse(readFileSync(file, "utf8"))
    if (!Array.isArray(words)) throw new Error(`${file} is not a list of passwords`)
    return new Set(words.filter((word): word is string => typeof word === "string").map((word) => word.toLowerCase()))
  }
  return {
    includes: (candidate) =>
      Effect.sync(() => {
        listed ??= read()
        return listed.has(candidate)
      })
  }
})
