import { describe, expect, it } from "vitest"
import { writtenText } from "./feedback-text.ts"

describe("the text a person wrote", () => {
  it("leaves out the signature line the server adds for the team's mail", () => {
    const feedback = {
      category: "feedback",
      from: "no-reply@allez.test",
      name: null,
      game: "g-1",
      challenge: { id: "base-012", pack: "base", text: null }
    } as const
    expect(writtenText({ ...feedback, text: "Trop dur.\n\n— game: g-1, challenge: base-012" })).toBe("Trop dur.")
    expect(writtenText({ ...feedback, game: null, challenge: null, text: "Bravo\n\n— game: none, challenge: none" })).toBe("Bravo")
    const contact = { category: "contact", from: "ana@example.com", name: "Ana", game: null, challenge: null } as const
    expect(writtenText({ ...contact, text: "Bonjour <b>!</b>\n\n— Ana <ana@example.com>" })).toBe("Bonjour <b>!</b>")
  })

  it("keeps everything else as it came, a signature naming something else included", () => {
    const contact = { category: "contact", from: "ana@example.com", name: "Ana", game: null, challenge: null } as const
    expect(writtenText({ ...contact, text: "Salut\n\n— Bob <bob@example.com>" })).toBe("Salut\n\n— Bob <bob@example.com>")
    expect(writtenText({ ...contact, text: "" })).toBe("")
  })
})
