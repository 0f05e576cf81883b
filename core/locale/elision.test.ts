import { describe, expect, it } from "vitest"
import { elideBeforeNames } from "./elision.ts"

describe("French elision before a name", () => {
  it("elides de, que, le and la before a vowel or a mute h, and keeps the capital", () => {
    expect(elideBeforeNames("Au tour de Inès", ["Inès"])).toBe("Au tour d'Inès")
    expect(elideBeforeNames("Essai de Hugo", ["Hugo"])).toBe("Essai d'Hugo")
    expect(elideBeforeNames("Plus fort que Émile !", ["Émile"])).toBe("Plus fort qu'Émile !")
    expect(elideBeforeNames("De Ana à Ben", ["Ana", "Ben"])).toBe("D'Ana à Ben")
    expect(elideBeforeNames("Pas le bloc de Œdipe au tour précédent.", ["Œdipe"])).toBe("Pas le bloc d'Œdipe au tour précédent.")
  })

  it("leaves a name that starts with a consonant, or with y, as it is", () => {
    expect(elideBeforeNames("Au tour de Ben", ["Ben"])).toBe("Au tour de Ben")
    expect(elideBeforeNames("Au tour de Yann", ["Yann"])).toBe("Au tour de Yann")
  })

  it("touches only the word right before the name, and only whole words", () => {
    expect(elideBeforeNames("Le défi joué par Inès, de Inès", ["Inès"])).toBe("Le défi joué par Inès, d'Inès")
    expect(elideBeforeNames("Monde Inès", ["Inès"])).toBe("Monde Inès")
    expect(elideBeforeNames("de Inèsa", ["Inès"])).toBe("d'Inèsa")
    expect(elideBeforeNames("Au tour de Ana.B", ["Ana.B"])).toBe("Au tour d'Ana.B")
    expect(elideBeforeNames("", ["Inès"])).toBe("")
    expect(elideBeforeNames("Inès joue, puis le tour de Inès", ["Inès"])).toBe("Inès joue, puis le tour d'Inès")
  })
})
