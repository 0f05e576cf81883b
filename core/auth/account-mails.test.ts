import { describe, expect, it } from "vitest"
import { accountMail, accountNotice } from "./account-mails.ts"

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

  it("tell the owner what changed, with the page that helps and no token", () => {
    const recipient = { email: "zoe@allez.test", displayName: "Zoé", language: "en" } as const
    const changed = accountNotice("emailChanged", recipient, "https://allez.example/contact", "no-reply@allez.test", { newEmail: "new@allez.test" })
    expect(changed.subject).toBe("Your Allez! e-mail address was changed")
    expect(changed.text).toContain("Your Allez! account now uses the address new@allez.test")
    expect(changed.html).toContain('href="https://allez.example/contact"')
    const linked = accountNotice("identityLinked", { ...recipient, language: "fr" }, "https://allez.example/contact", "no-reply@allez.test", {
      provider: "Google"
    })
    expect(linked.subject).toBe("Google est maintenant relié à ton compte Allez!")
    const link = accountMail("link-identity", recipient, "https://allez.example/auth/link-account?token=abc", "no-reply@allez.test", { provider: "Google" })
    expect(link.subject).toBe("Link Google to your Allez! account?")
  })
})
