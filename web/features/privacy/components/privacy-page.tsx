import { Link } from "wouter"
import { pathFor } from "#core/navigation/routes.ts"
import { ContactEmailLink } from "#web/components/contact-email-link.tsx"
import { PageHeader } from "#web/components/page-header.tsx"
import { addFeatureTexts } from "#web/lib/i18n.ts"
import { useTranslation } from "#web/lib/use-translation.ts"
import { privacyTexts } from "../privacy-texts.ts"
import "./privacy.css"

await addFeatureTexts(privacyTexts)

/** The sections of the policy, in order: each an id (its anchor), a title, then its list or text. */
const sections = [
  { id: "controller", items: [] },
  { id: "what", items: ["account", "password", "games", "store", "messages", "security", "ratings", "audience"] },
  { id: "duration", items: ["account", "sessions", "addresses", "payments", "messages", "ratings"] },
  { id: "recipients", items: ["stripe", "mail", "social", "none"] },
  { id: "cookies", items: ["essentials", "analytics", "ads", "device"] },
  { id: "rights", items: ["access", "erasure", "rectification", "objection"] }
] as const

/** Sections that open with an introduction before their list. */
const withIntro: ReadonlySet<string> = new Set(["what", "recipients", "cookies", "rights"])

/**
 * The privacy policy (public, both languages): what we store, why, for how long, who receives what,
 * the cookie categories, and how to exercise each right. Plain content, the contact address from
 * the server's configuration; the sign-up page and the footer link here.
 */
const PrivacyPage = () => {
  const { t } = useTranslation()
  // The address is the server's (read at run time, after the build rendered this page): on a line of
  // its own, which the Contact page holds until it comes, so no paragraph reflows when it does.
  const address = <ContactEmailLink whileUnknown={<Link href={pathFor("contact")}>{t("privacyPage.contactPage")}</Link>} />
  return (
    <article className="content-page privacy-policy">
      <PageHeader eyebrow={t("privacyPage.eyebrow")} title={t("privacyPage.title")}>
        <p>{t("privacyPage.intro")}</p>
      </PageHeader>
      <p className="privacy-updated">{t("privacyPage.updated")}</p>

      <nav className="privacy-toc" aria-labelledby="privacy-toc-title">
        <h2 id="privacy-toc-title">{t("privacyPage.toc")}</h2>
        <ol>
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#privacy-${section.id}`}>{t(`privacyPage.${section.id}.title`)}</a>
            </li>
          ))}
        </ol>
      </nav>

      {sections.map((section) => (
        <section key={section.id} id={`privacy-${section.id}`} className="prose privacy-section" aria-labelledby={`privacy-${section.id}-title`}>
          <h2 id={`privacy-${section.id}-title`}>{t(`privacyPage.${section.id}.title`)}</h2>
          {section.id === "controller" && (
            <>
              <p>{t("privacyPage.controller.text")}</p>
              <p>{address}</p>
            </>
          )}
          {withIntro.has(section.id) && <p>{t(`privacyPage.${section.id}.intro`)}</p>}
          {section.items.length > 0 && (
            <ul>
              {section.items.map((item) => (
                <li key={item}>{t(`privacyPage.${section.id}.${item}`)}</li>
              ))}
            </ul>
          )}
          {section.id === "rights" && (
            <>
              <p>
                <Link href={pathFor("parameters")} className="button button-ghost">
                  {t("privacyPage.rights.settingsLink")}
                </Link>
              </p>
              <p>{t("privacyPage.rights.contact")}</p>
              <p>{address}</p>
              <p>{t("privacyPage.rights.complaint")}</p>
            </>
          )}
        </section>
      ))}
    </article>
  )
}

export default PrivacyPage
