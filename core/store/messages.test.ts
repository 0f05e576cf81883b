import { describe, expect, it } from "vitest"
import { PackId } from "../domain/ids.ts"
import { NoPackChosen, PackComingSoon, PacksNotCombinable } from "../game/game-errors.ts"
import { gameMessages } from "../game/messages.ts"
import { storeErrorMessage, storeMessages } from "./messages.ts"
import {
  BagEmpty,
  PackAlreadyInBag,
  PackAlreadyOwned,
  PackIsFree,
  PackNotForSaleYet,
  PackNotOwned,
  ProductMappedTwice,
  SignInToBuy,
  type StoreError
} from "./store-errors.ts"

const pack = PackId.make("pro")
const everyError: ReadonlyArray<StoreError> = [
  new NoPackChosen(),
  new PackComingSoon({ pack }),
  new PacksNotCombinable({ packs: [pack] }),
  new PackNotOwned({ pack }),
  new PackAlreadyOwned({ pack }),
  new PackAlreadyInBag({ pack }),
  new PackIsFree({ pack }),
  new PackNotForSaleYet({ pack }),
  new BagEmpty(),
  new SignInToBuy(),
  new ProductMappedTwice({ product: "prod_pro", packs: [pack, PackId.make("kids")] })
]

describe("store texts", () => {
  it("have the same keys and placeholders in French and English", () => {
    const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort()
    expect(Object.keys(storeMessages.fr).sort()).toEqual(Object.keys(storeMessages.en).sort())
    for (const [key, text] of Object.entries(storeMessages.en)) {
      expect(placeholders(storeMessages.fr[key as keyof typeof storeMessages.fr])).toEqual(placeholders(text))
    }
  })

  it("exist for every refusal, in both languages", () => {
    for (const language of ["fr", "en"] as const) {
      const catalog: Readonly<Record<string, string>> = { ...gameMessages[language], ...storeMessages[language] }
      for (const error of everyError) expect(catalog[storeErrorMessage(error).key], error._tag).toBeTypeOf("string")
    }
  })
})
