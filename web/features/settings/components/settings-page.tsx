import { type ReactNode, useEffect, useState } from "react"
import { Link, useLocation, useSearch } from "wouter"
import { categoryKeys } from "#core/domain/category.ts"
import { type Language, languages } from "#core/domain/language.ts"
import { queryParamOf } from "#core/navigation/guards.ts"
import { pathFor } from "#core/navigation/routes.ts"
import { Icon, type IconName } from "#web/components/icons.tsx"
import { PageHeader } from "#web/components/page-header.tsx"
import { failureMessage } from "#web/lib/api/failure-message.ts"
import { runHumanCheck } from "#web/lib/human-check.ts"
import { addFeatureTexts, coreTexts } from "#web/lib/i18n.ts"
import { switchLanguage } from "#web/lib/language.ts"
import { refreshSession } from "#web/lib/session.ts"
import type { SessionUser } from "#web/lib/session-user.ts"
import { installGuidePath, privacyPolicyPath } from "#web/lib/site-config.ts"
import { locale } from "#web/lib/state/locale.ts"
import { profile } from "#web/lib/state/session.ts"
import { showToast, toastError, toastSuccess } from "#web/lib/state/toasts.ts"
import { useTranslation } from "#web/lib/use-translation.ts"
import { resendVerification } from "../api/resend-verification.ts"
import { updateProfile } from "../api/update-profile.ts"
import { finishProfileChange } from "../apply-profile.ts"
import { settingsTexts } from "../settings-texts.ts"
import { OpenSettingsModal, type SettingsModalName } from "./open-settings-modal.tsx"
import "../settings.css"

await addFeatureTexts(settingsTexts, coreTexts)

const languageNames: Readonly<Record<Language, string>> = { fr: "Français", en: "English" }

/** What an e-mail link that lands here (`?email=…`, from the API) means. */
const emailOutcomes: Readonly<Record<string, { readonly tone: "success" | "error"; readonly key: string }>> = {
  verified: { tone: "success", key: "auth.emailVerified" },
  changed: { tone: "success", key: "error.emailChanged" },
  "invalid-link": { tone: "error", key: "auth.error.invalidLink" }
}

const Card = ({ id, icon, title, children }: { id: string; icon: IconName; title: string; children: ReactNode }) => (
  <section className="settings-card" aria-labelledby={id}>
    <h2 id={id}>
      <span className="settings-card-icon" aria-hidden="true">
        <Icon name={icon} size={20} />
      </span>
      {title}
    </h2>
    {children}
  </section>
)

const ProfilePhoto = ({ user }: { user: SessionUser }) => {
  const { t } = useTranslation()
  return user.photoURL ? (
    <img className="settings-photo" src={user.photoURL} alt={t("settings.photo.alt")} width={96} height={96} />
  ) : (
    <span className="settings-photo settings-photo-initial" aria-hidden="true">
      {(user.displayName.trim()[0] ?? "?").toUpperCase()}
    </span>
  )
}

/** Settings (spec §2, §4): photo, display name, e-mail and password, language, e-mail list, categories, your data (export, deletion), help. */
const SettingsPage = () => {
  const { t } = useTranslation()
  const [, navigate] = useLocation()
  const search = useSearch()
  const [modal, setModal] = useState<SettingsModalName | undefined>(undefined)
  const [isEmailListBusy, setEmailListBusy] = useState(false)
  const [isResending, setResending] = useState(false)
  const user = profile.value

  useEffect(() => {
    const outcome = emailOutcomes[queryParamOf(`?${search}`, "email") ?? ""]
    if (outcome === undefined) return
    showToast(outcome.tone, { key: outcome.key })
    if (outcome.tone === "success") void refreshSession()
    navigate(pathFor("parameters"), { replace: true })
  }, [search, navigate])

  if (user === null) return null

  const subscribe = async () => {
    setEmailListBusy(true)
    const check = await runHumanCheck("email_subscription")
    if (!check.ok) {
      toastError("error.humanCheckFailed")
    } else {
      finishProfileChange(await updateProfile({ emailList: true }, check.proof), "error.emailPreferencesUpdated")
    }
    setEmailListBusy(false)
  }

  const resend = async () => {
    setResending(true)
    const result = await resendVerification()
    setResending(false)
    if (result.ok) toastSuccess("auth.verificationSent")
    else showToast("error", failureMessage(result.failure, "error.generic"))
  }

  const chooseLanguage = async (language: Language) => {
    if (language === locale.value && user.preferredLanguage === language) return
    if (await switchLanguage(language)) toastSuccess("error.languageUpdated")
  }

  const switchedOff = categoryKeys.filter((key) => user.categoryBlacklist.includes(key))
  return (
    <article className="content-page settings-page">
      <PageHeader eyebrow={t("settings.eyebrow")} title={t("settings.title")}>
        <p>{t("settings.intro")}</p>
      </PageHeader>

      <div className="settings-grid">
        <Card id="settings-profile" icon="user" title={t("settings.profile.title")}>
          <div className="settings-photo-row">
            <ProfilePhoto user={user} />
            <div>
              <h3 className="settings-label">{t("settings.photo.label")}</h3>
              {!user.photoURL && <p className="settings-muted">{t("settings.photo.none")}</p>}
              <div className="settings-actions">
                <button type="button" className="button button-ghost button-small" onClick={() => setModal("editImage")}>
                  <Icon name="camera" size={18} /> {t(user.photoURL ? "settings.photo.change" : "settings.photo.add")}
                </button>
                {user.photoURL && (
                  <button type="button" className="button button-ghost button-small button-danger-text" onClick={() => setModal("removeImage")}>
                    <Icon name="trash" size={18} /> {t("settings.photo.remove")}
                  </button>
                )}
              </div>
            </div>
          </div>
          <div className="settings-row">
            <div>
              <h3 className="settings-label">{t("settings.name.label")}</h3>
              <p className="settings-value" data-testid="display-name">
                {user.displayName}
              </p>
            </div>
            <button type="button" className="button button-ghost button-small" onClick={() => setModal("editName")}>
              <Icon name="edit" size={18} /> {t("settings.edit")}
              <span className="visually-hidden"> — {t("settings.name.label")}</span>
            </button>
          </div>
        </Card>

        <Card id="settings-account" icon="lock" title={t("settings.account.title")}>
          {user.isSocial ? (
            <p className="settings-note">
              <Icon name="info" size={20} /> <span>{t("settings.social.text")}</span>
            </p>
          ) : (
            <>
              <div className="settings-row">
                <div>
                  <h3 className="settings-label">{t("settings.email.label")}</h3>
                  <p className="settings-value settings-email">{user.email}</p>
                  <p className={`badge ${user.isEmailVerified ? "badge-ok" : "badge-warning"}`}>
                    <Icon name={user.isEmailVerified ? "check" : "alert"} size={14} />{" "}
                    {t(user.isEmailVerified ? "settings.email.verified" : "settings.email.unverified")}
                  </p>
                  {!user.isEmailVerified && (
                    <button type="button" className="link-button settings-resend" onClick={() => void resend()} disabled={isResending}>
                      <Icon name="send" size={16} /> {t("settings.email.resend")}
                    </button>
                  )}
                </div>
                <button type="button" className="button button-ghost button-small" onClick={() => setModal("editEmail")}>
                  <Icon name="mail" size={18} /> {t("settings.email.change")}
                </button>
              </div>
              <div className="settings-row">
                <div>
                  <h3 className="settings-label">{t("settings.password.label")}</h3>
                  <p className="settings-muted">{t("settings.password.text")}</p>
                </div>
                <button type="button" className="button button-ghost button-small" onClick={() => setModal("resetPassword")}>
                  <Icon name="key" size={18} /> {t("settings.password.change")}
                </button>
              </div>
            </>
          )}
        </Card>

        <Card id="settings-preferences" icon="settings" title={t("settings.preferences.title")}>
          <div className="settings-row">
            <h3 className="settings-label" id="settings-language-label">
              {t("settings.language.label")}
            </h3>
            <fieldset className="segmented" aria-labelledby="settings-language-label">
              {languages.map((language) => (
                <button key={language} type="button" lang={language} aria-pressed={locale.value === language} onClick={() => void chooseLanguage(language)}>
                  {languageNames[language]}
                </button>
              ))}
            </fieldset>
          </div>
          <div className="settings-row">
            <div>
              <label className="settings-label" htmlFor="settings-email-list">
                {t("settings.emailList.label")}
              </label>
              <p id="settings-email-list-text" className="settings-muted">
                {t("settings.emailList.text")}
              </p>
              {isEmailListBusy && (
                <p className="settings-verifying" role="status">
                  <span className="button-spinner" aria-hidden="true" /> {t("common.verifying")}
                </p>
              )}
            </div>
            <input
              id="settings-email-list"
              className="switch"
              type="checkbox"
              // biome-ignore lint/a11y/useAriaPropsForRole: a native checkbox exposes its checked state; ARIA in HTML says not to add aria-checked to it
              role="switch"
              checked={user.emailList}
              disabled={isEmailListBusy}
              aria-busy={isEmailListBusy}
              aria-describedby="settings-email-list-text"
              onChange={() => (user.emailList ? setModal("emailList") : void subscribe())}
            />
          </div>
          <div className="settings-row">
            <div>
              <h3 className="settings-label">{t("settings.categories.label")}</h3>
              <p className="settings-muted" data-testid="categories-summary">
                {switchedOff.length === 0
                  ? t("settings.categories.allOn")
                  : t("settings.categories.someOff", { list: switchedOff.map((key) => t(`category.${key}`)).join(", ") })}
              </p>
            </div>
            <button type="button" className="button button-ghost button-small" onClick={() => setModal("categories")}>
              <Icon name="dice" size={18} /> {t("settings.categories.choose")}
            </button>
          </div>
        </Card>

        <Card id="settings-data" icon="shield" title={t("settings.data.title")}>
          <p className="settings-muted settings-intro">
            {t("settings.data.text")}{" "}
            <Link href={privacyPolicyPath} className="text-link">
              {t("settings.data.policy")}
            </Link>
          </p>
          <div className="settings-row">
            <div>
              <h3 className="settings-label">{t("settings.export.label")}</h3>
              <p className="settings-muted">{t("settings.export.text")}</p>
            </div>
            <button type="button" className="button button-ghost button-small" onClick={() => setModal("exportData")}>
              <Icon name="download" size={18} /> {t("settings.export.action")}
            </button>
          </div>
          <div className="settings-row">
            <div>
              <h3 className="settings-label">{t("settings.delete.label")}</h3>
              <p className="settings-muted">{t("settings.delete.text")}</p>
            </div>
            <button type="button" className="button button-ghost button-small button-danger-text" onClick={() => setModal("deleteAccount")}>
              <Icon name="trash" size={18} /> {t("settings.delete.action")}
            </button>
          </div>
        </Card>

        <Card id="settings-help" icon="info" title={t("settings.help.title")}>
          <ul className="link-list settings-links">
            <li>
              <Link href={pathFor("disclaimer")} className="text-link">
                <Icon name="shield" size={18} /> {t("settings.help.disclaimer")}
              </Link>
            </li>
            <li>
              <Link href={installGuidePath} className="text-link">
                <Icon name="download" size={18} /> {t("settings.help.install")}
              </Link>
            </li>
          </ul>
        </Card>
      </div>

      {modal !== undefined && <OpenSettingsModal name={modal} user={user} onClose={() => setModal(undefined)} />}
    </article>
  )
}

export default SettingsPage
