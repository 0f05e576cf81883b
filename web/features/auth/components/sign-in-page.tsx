import { type FormEvent, useEffect, useState } from "react"
import { Link, useLocation, useSearch } from "wouter"
import { landingAfterSignIn, queryParamOf, returnToOf } from "#core/navigation/guards.ts"
import { pathFor, withReturnTo } from "#core/navigation/routes.ts"
import { checkEmail } from "#core/validation/email.ts"
import { required } from "#core/validation/generic.ts"
import { FormField } from "#web/components/form-field.tsx"
import { HumanCheckButton } from "#web/components/human-check-button.tsx"
import { Icon } from "#web/components/icons.tsx"
import { PageForm } from "#web/components/page-form.tsx"
import { failureMessage } from "#web/lib/api/failure-message.ts"
import { runHumanCheck } from "#web/lib/human-check.ts"
import { addFeatureTexts, coreTexts } from "#web/lib/i18n.ts"
import { readAccountAnswer } from "#web/lib/read-session-user.ts"
import { openSession } from "#web/lib/session.ts"
import { showToast, toastError } from "#web/lib/state/toasts.ts"
import { useForm } from "#web/lib/use-form.ts"
import { useTranslation } from "#web/lib/use-translation.ts"
import { signIn } from "../api/sign-in.ts"
import { authTexts } from "../auth-texts.ts"
import { AuthLayout } from "./auth-layout.tsx"
import { PasswordField } from "./password-field.tsx"
import { SocialButtons } from "./social-buttons.tsx"

await addFeatureTexts(authTexts, coreTexts)

const order = ["email", "password"] as const

const providerNames: Readonly<Record<string, string>> = { google: "Google", facebook: "Facebook" }

/** The refusals after which the server wants a human check with every sign-in from here. */
const failuresNeedingCheck: ReadonlySet<string> = new Set(["invalid-credentials", "too-many-attempts", "human-check-required", "human-check-failed"])

/**
 * Sign-in (spec §2, §4): e-mail and password, or a social provider; then the games route (or where the
 * guard came from). After a failed try each sign-in runs a human check first ('Verifying...').
 */
const SignInPage = () => {
  const { t } = useTranslation()
  const [, navigate] = useLocation()
  const search = useSearch()
  const returnTo = returnToOf(`?${search}`)
  const [isBusy, setBusy] = useState(false)
  // After a failed try the server wants a human check with each sign-in (it says so if the page forgot).
  const [needsHumanCheck, setNeedsHumanCheck] = useState(false)
  const [isVerifying, setVerifying] = useState(false)
  const form = useForm({ email: "", password: "" }, (values) => {
    const email = checkEmail(values.email.trim())
    const password = required(values.password)
    return { ...(email && { email }), ...(password && { password }) }
  })

  useEffect(() => {
    if (queryParamOf(`?${search}`, "error") !== undefined) toastError("error.authGeneric")
  }, [search])

  // A social sign-in with the e-mail of an existing account: its owner was mailed a link to confirm.
  const linkedProvider = providerNames[queryParamOf(`?${search}`, "link") ?? ""]

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const invalid = form.firstInvalid(order)
    if (invalid !== undefined) {
      document.getElementById(`sign-in-${invalid}`)?.focus()
      return
    }
    setBusy(true)
    const email = form.values.email.trim()
    const attempt = async (isChecked: boolean) => {
      if (!isChecked) return signIn(email, form.values.password)
      setVerifying(true)
      const check = await runHumanCheck("sign_in")
      return check.ok ? signIn(email, form.values.password, check.proof) : undefined
    }
    let result = await attempt(needsHumanCheck)
    if (result !== undefined && !result.ok && result.failure.code === "human-check-required") result = await attempt(true)
    setVerifying(false)
    if (result === undefined) {
      setBusy(false)
      setNeedsHumanCheck(true)
      toastError("error.humanCheckFailed")
      return
    }
    if (!result.ok && failuresNeedingCheck.has(result.failure.code)) setNeedsHumanCheck(true)
    const user = result.ok ? readAccountAnswer(result.body) : null
    if (user === null) {
      setBusy(false)
      showToast("error", result.ok ? { key: "error.authGeneric" } : failureMessage(result.failure, "error.authGeneric"))
      return
    }
    await openSession(user)
    navigate(landingAfterSignIn(returnTo), { replace: true })
  }

  return (
    <AuthLayout
      title={t("auth.signIn.title")}
      intro={t("auth.signIn.intro")}
      switchLine={
        <>
          {t("auth.signIn.noAccount")}{" "}
          <Link href={returnTo === undefined ? pathFor("sign-up") : withReturnTo(pathFor("sign-up"), returnTo)}>{t("auth.signIn.toSignUp")}</Link>
        </>
      }
    >
      {linkedProvider !== undefined && (
        <p className="auth-notice" role="status">
          <Icon name="mail" size={20} /> <span>{t("auth.signIn.linkMailed", { provider: linkedProvider })}</span>
        </p>
      )}
      <PageForm className="form auth-form" onSubmit={(event) => void submit(event)} noValidate>
        <FormField
          id="sign-in-email"
          label={t("auth.field.email")}
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          {...form.bind("email")}
          error={form.errorOf("email")}
        />
        <PasswordField
          id="sign-in-password"
          label={t("auth.field.password")}
          autoComplete="current-password"
          required
          {...form.bind("password")}
          error={form.errorOf("password")}
        />
        <p className="auth-aside">
          <Link href={pathFor("forgot-password")} className="text-link">
            {t("auth.signIn.forgot")}
          </Link>
        </p>
        {needsHumanCheck && (
          <p className="auth-notice" role="status">
            <Icon name="shield" size={20} /> <span>{t("auth.signIn.humanCheck")}</span>
          </p>
        )}
        <HumanCheckButton isVerifying={isVerifying} isDisabled={isBusy} className="button button-primary button-block">
          <Icon name="user" size={18} /> {t(isBusy ? "auth.signIn.submitting" : "auth.signIn.submit")}
        </HumanCheckButton>
      </PageForm>
      <SocialButtons returnTo={returnTo} />
    </AuthLayout>
  )
}

export default SignInPage
