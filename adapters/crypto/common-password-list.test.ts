import { Effect } from "effect"
import { expect, it } from "vitest"
import { CommonPasswordList } from "#core/ports/common-password-list.ts"
import { ZxcvbnCommonPasswordList } from "./common-password-list.ts"

it("reads the shipped list offline: the usual suspects are on it, a climber's own password is not", async () => {
  const seen = await Effect.runPromise(
    Effect.flatMap(CommonPasswordList, (list) =>
      Effect.all([list.includes("password"), list.includes("azerty123"), list.includes("p@ssw0rd"), list.includes("grimpe!2026")])
    ).pipe(Effect.provide(ZxcvbnCommonPasswordList))
  )
  expect(seen).toEqual([true, true, true, false])
})
