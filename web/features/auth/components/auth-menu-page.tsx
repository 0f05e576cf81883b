import { Link } from "wouter"
import { pathFor } from "#core/navigation/routes.ts"
import { Icon, type IconName } from "#web/components/icons.tsx"
import { PageHeader } from "#web/components/page-header.tsx"
import { addFeatureTexts } from "#web/lib/i18n.ts"
import { useTranslation } from "#web/lib/use-translation.ts"
import { authTexts } from "../auth-texts.ts"

await addFeatureTexts(authTexts)

const choices: ReadonlyArray<{ readonly route: "sign-in" | "sign-up" | "forgot-password"; readonly key: string; readonly icon: IconName }> = [
  { route: "sign-in", key: "authMenu.signIn", icon: "user" },
  { route: "sign-up", key: "authMenu.signUp", icon: "users" },
  { route: "forgot-password", key: "authMenu.forgotPassword", icon: "lock" }
]

/** The auth menu (/auth): its three children. */
const AuthMenuPage = () => {
  const { t } = useTranslation()
  return (
    <article className="content-page narrow">
      <PageHeader title={t("authMenu.title")}>
        <p>{t("authMenu.intro")}</p>
      </PageHeader>
      <ul className="choice-list">
        {choices.map(({ route, key, icon }) => (
          <li key={route}>
            <Link href={pathFor(route)} className="choice">
              <Icon name={icon} size={24} />
              <span>
                <strong>{t(`${key}.title`)}</strong>
                <span>{t(`${key}.text`)}</span>
              </span>
              <Icon name="arrowRight" size={20} className="choice-arrow" />
            </Link>
          </li>
        ))}
      </ul>
    </article>
  )
}

export default AuthMenuPage
