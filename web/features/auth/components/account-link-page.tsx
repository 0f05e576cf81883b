import { useEffect, useState } from "react"
import { Link, useLocation, useSearch } from "wouter"
import { landingAfterSignIn, queryParamOf, returnToOf, safeReturnTo } from "#core/navigation/guards.ts"
import { matchRoute, pathFor, withReturnTo } from "#core/navigation/routes.ts"
import { Icon } from "#web/components/icons.tsx"
import { failureMessage } from "#web/lib/api/failure-message.ts"
import { addFeatureTexts, coreTexts } from "#web/lib/i18n.ts"
import { refreshSession } from "#web/lib/session.ts"
import { showToast, toastSuccess } from "#web/lib/state/toasts.ts"
import { useTranslation } from "#web/lib/use-translation.ts"
import { accountLinkKinds, isSignedInAnswer, type LinkPreview, readLinkPreview } from "../account-links.ts"
import { confirmLink } from "../api/confirm-link.ts"
import { previewLink } from "../api/preview-link.ts"
import { authTexts } from "../auth-texts.ts"
import { AuthLayout } from "./auth-layout.tsx"

await addFeatureTexts(authTexts, coreTexts)

type State =
  | { readonly step: "checking" }
  | { readonly step: "invalid" }
  | { readonly step: "ready"; readonly preview: LinkPreview }
  | { readonly step: "confirming"; readonly preview: LinkPreview }
  | { readonly step: "done"; readonly preview: LinkPreview }

/**
 * The page a mailed link opens (e-mail verification, e-mail change, linking Google or Facebook):
 * it names the account and says what the link will do, and does it only when the person confirms
 * (a POST), so a mail scanner that opens links changes nothing and nobody confirms blindly.
 */
const AccountLinkPage = () => {
  const { t } = useTranslation()
  const [path, navigate] = useLocation()
  const search = `?${useSearch()}`
  const token = queryParamOf(search, "token") ?? ""
  // Where a new account was going when it signed up (its verification link carries it).
  const returnTo = safeReturnTo(returnToOf(search))
  const signInPath = returnTo === undefined ? pathFor("sign-in") : withReturnTo(pathFor("sign-in"), returnTo)
  const kind = accountLinkKinds[matchRoute(path).name]
  const [state, setState] = useState<State>({ step: "checking" })

  useEffect(() => {
    if (kind === undefined || token === "") {
      setState({ step: "invalid" })
      return
    }
    let isCurrent = true
    void previewLink(kind, token).then((result) => {
      const preview = result.ok ? readLinkPreview(result.body) : null
      if (isCurrent) setState(preview === null ? { step: "invalid" } : { step: "ready", preview })
    })
    return () => {
      isCurrent = false
    }
  }, [kind, token])

  if (kind === undefined) return null
  const section = `auth.link.${kind.texts}`
  const params: Record<string, string> =
    state.step === "checking" || state.step === "invalid"
      ? {}
      : { email: state.preview.email, name: state.preview.displayName, provider: state.preview.provider ?? "" }

  const confirm = async () => {
    if (state.step !== "ready") return
    setState({ step: "confirming", preview: state.preview })
    const result = await confirmLink(kind, token)
    if (!result.ok) {
      showToast("error", failureMessage(result.failure, "error.generic"))
      setState(result.failure.code === "invalid-link" ? { step: "invalid" } : { step: "ready", preview: state.preview })
      return
    }
    toastSuccess(kind.doneKey, params)
    if (isSignedInAnswer(result.body)) {
      await refreshSession()
      // A confirmed address goes on where it was going (the first time: the disclaimer, then the game
      // menu); a changed e-mail or a linked provider back to the settings it came from.
      navigate(kind.texts === "verify" ? landingAfterSignIn(returnTo) : pathFor("parameters"), { replace: true })
      return
    }
    setState({ step: "done", preview: state.preview })
  }

  if (state.step === "checking") {
    return (
      <AuthLayout title={t("auth.link.title")} intro={t("auth.link.checking")}>
        <p className="auth-notice" role="status">
          <Icon name="refresh" size={20} /> <span>{t("auth.link.checking")}</span>
        </p>
      </AuthLayout>
    )
  }
  if (state.step === "invalid") {
    return (
      <AuthLayout title={t("auth.link.title")} intro={t("auth.error.invalidLink")} footer={<Link href={pathFor("sign-in")}>{t("auth.link.toSignIn")}</Link>}>
        <p className="auth-notice auth-notice-error" role="alert">
          <Icon name="alert" size={20} /> <span>{t("auth.link.invalid")}</span>
        </p>
      </AuthLayout>
    )
  }
  if (state.step === "done") {
    return (
      <AuthLayout title={t(`${section}.title`, params)} intro={t(`${section}.done`, params)}>
        <p className="auth-notice" role="status">
          <Icon name="check" size={20} /> <span>{t(`${section}.next`, params)}</span>
        </p>
        <Link href={signInPath} className="button button-primary button-block">
          <Icon name="user" size={18} /> {t("auth.link.toSignIn")}
        </Link>
      </AuthLayout>
    )
  }
  return (
    <AuthLayout title={t(`${section}.title`, params)} intro={t(`${section}.intro`, params)}>
      <dl className="auth-account">
        <dt>{t("auth.link.account")}</dt>
        <dd data-testid="link-account-name">{state.preview.displayName}</dd>
        <dt>{t("auth.field.email")}</dt>
        <dd data-testid="link-account-email">{state.preview.email}</dd>
      </dl>
      <p className="auth-notice" role="note">
        <Icon name="shield" size={20} /> <span>{t(`${section}.warning`, params)}</span>
      </p>
      <div className="auth-link-actions">
        <button type="button" className="button button-primary button-block" disabled={state.step === "confirming"} onClick={() => void confirm()}>
          <Icon name="check" size={18} /> {t(state.step === "confirming" ? "auth.link.confirming" : `${section}.confirm`, params)}
        </button>
        <Link href={pathFor("home")} className="button button-ghost button-block">
          {t("auth.link.notMe")}
        </Link>
      </div>
    </AuthLayout>
  )
}

export default AccountLinkPage
