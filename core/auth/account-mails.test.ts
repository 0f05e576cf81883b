import { describe, expect, it } from "vitest"
import { accountMail } from "./account-mails.ts"

describe("account e-mails", () => {
  it("speak the recipient's language, in text and HTML, with the link in both", () => {
    const link = "https://allez.example/api/auth/verify?token=abc"
    const fr = accountMail("verify-email", { email: "zoe@allez.test", displayName: "Zoé", language: "fr" }, link, "no-reply@allez.test")
    const en = accountMail("verify-email", { email: "zoe@allez.test", displayName: "Zoé", language: "en" }, link, "no-reply@allez.test")
    expect(fr.subject).toBe("Confirme ton adresse e-mail pour Allez!")
    expect(en.subject).toBe("Confirm your e-mail address for Allez!")
    for (const mail of [fr, en]) {
      expect(mail.text).toContain(link)
      expect(mail.html).toContain(`href="${link}"`)
      expect(mail).toMatchObject({ to: "zoe@allez.test", from: "no-reply@allez.test" })
    }
  })

  it("escape what the user typed in the HTML part", () => {
    const mail = accountMail(
      "change-email",
      { email: "a@b.test", displayName: `<img src=x onerror="alert(1)">`, language: "en" },
      "https://allez.example/?a=1&b=2",
      "no-reply@allez.test"
    )
    expect(mail.html).not.toContain("<img")
    expect(mail.html).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;")
    expect(mail.html).toContain("a=1&amp;b=2")
    expect(mail.text).toContain(`<img src=x onerror="alert(1)">`)
  })
})
