import { type FormEvent, useState } from "react"
import { Link, useLocation, useSearch } from "wouter"
import { landingAfterSignIn, returnToOf } from "#core/navigation/guards.ts"
import { pathFor, withReturnTo } from "#core/navigation/routes.ts"
import { checkDisplayName } from "#core/validation/names.ts"
import { checkSignUpForm } from "#core/validation/sign-up.ts"
import { FormField } from "#web/components/form-field.tsx"
import { HumanCheckButton } from "#web/components/human-check-button.tsx"
import { Icon } from "#web/components/icons.tsx"
import { PageForm } from "#web/components/page-form.tsx"
import { failureMessage } from "#web/lib/api/failure-message.ts"
import { runHumanCheck } from "#web/lib/human-check.ts"
import { addFeatureTexts, coreTexts } from "#web/lib/i18n.ts"
import { readAccountAnswer } from "#web/lib/read-session-user.ts"
import { openSession } from "#web/lib/session.ts"
import { privacyPolicyPath } from "#web/lib/site-config.ts"
import { locale } from "#web/lib/state/locale.ts"
import { showToast, toastError } from "#web/lib/state/toasts.ts"
import { serverFieldRefusals, useForm } from "#web/lib/use-form.ts"
import { useTranslation } from "#web/lib/use-translation.ts"
import { signUp } from "../api/sign-up.ts"
import { authTexts } from "../auth-texts.ts"
import { AuthLayout } from "./auth-layout.tsx"
import { PasswordField } from "./password-field.tsx"
import { SocialButtons } from "./social-buttons.tsx"

await addFeatureTexts(authTexts, coreTexts)

const order = ["displayName", "email", "password", "confirmation"] as const

/** "… <privacy>privacy policy</privacy> …" as the text before, the link's text and the text after. */
const splitLink = (text: string): readonly [string, string, string] => {
  const [before = "", link = "", after = ""] = text.split(/<\/?privacy>/)
  return [before, link, after]
}

/**
 * Sign-up (spec §2, §4, §5), the page that welcomes a newcomer (the home page's "play" sends a
 * stranger here), with sign-in one tap away at the top: display name, e-mail (valid, at most 50
 * characters), password of the spec's strength and its confirmation, with the privacy-policy link; a
 * human check runs first ('Verifying...', as on every human-checked action). The new account is
 * signed in at once and goes to the games route, or back where it came from (the bag); the
 * verification mail goes out meanwhile. A taken address is said on the e-mail field.
 */
const SignUpPage = () => {
  const { t } = useTranslation()
  const [, navigate] = useLocation()
  const returnTo = returnToOf(`?${useSearch()}`)
  const [isBusy, setBusy] = useState(false)
  const form = useForm({ displayName: "", email: "", password: "", confirmation: "" }, (values) => {
    const displayName = checkDisplayName(values.displayName)
    return { ...checkSignUpForm({ ...values, email: values.email.trim() }), ...(displayName && { displayName }) }
  })

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const invalid = form.firstInvalid(order)
    if (invalid !== undefined) {
      document.getElementById(`sign-up-${invalid}`)?.focus()
      return
    }
    setBusy(true)
    const check = await runHumanCheck("sign_up")
    if (!check.ok) {
      setBusy(false)
      toastError("error.humanCheckFailed")
      return
    }
    const { displayName, email, password, confirmation } = form.values
    const result = await signUp(
      { displayName: displayName.trim(), email: email.trim(), password, confirmation, language: locale.value, ...(returnTo !== undefined && { returnTo }) },
      check.proof
    )
    const user = result.ok ? readAccountAnswer(result.body) : null
    if (user === null) {
      setBusy(false)
      if (!result.ok) {
        const refused = form.refuse(serverFieldRefusals(result.failure.fields))
        if (refused[0] !== undefined) document.getElementById(`sign-up-${refused[0]}`)?.focus()
      }
      showToast("error", result.ok ? { key: "error.authGeneric" } : failureMessage(result.failure, "error.authGeneric"))
      return
    }
    await openSession(user)
    navigate(landingAfterSignIn(returnTo), { replace: true })
  }

  const signInPath = returnTo === undefined ? pathFor("sign-in") : withReturnTo(pathFor("sign-in"), returnTo)
  const [beforeLink, linkText, afterLink] = splitLink(t("auth.signUp.privacy"))
  return (
    <AuthLayout
      title={t("auth.signUp.title")}
      intro={t("auth.signUp.intro")}
      switchLine={
        <>
          {t("auth.signUp.hasAccount")} <Link href={signInPath}>{t("auth.signUp.toSignIn")}</Link>
        </>
      }
    >
      <PageForm className="form auth-form" onSubmit={(event) => void submit(event)} noValidate aria-describedby="sign-up-note">
        <p id="sign-up-note" className="form-note">
          {t("auth.requiredNote")}
        </p>
        <FormField
          id="sign-up-displayName"
          label={t("auth.field.displayName")}
          hint={t("auth.field.displayNameHint")}
          autoComplete="nickname"
          maxLength={40}
          required
          {...form.bind("displayName")}
          error={form.errorOf("displayName")}
        />
        <FormField
          id="sign-up-email"
          label={t("auth.field.email")}
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          {...form.bind("email")}
          error={form.errorOf("email")}
        />
        <PasswordField
          id="sign-up-password"
          label={t("auth.field.password")}
          hint={t("auth.field.passwordHint")}
          autoComplete="new-password"
          required
          {...form.bind("password")}
          error={form.errorOf("password")}
        />
        <PasswordField
          id="sign-up-confirmation"
          label={t("auth.field.confirmation")}
          autoComplete="new-password"
          required
          {...form.bind("confirmation")}
          error={form.errorOf("confirmation")}
        />
        <p className="auth-privacy">
          <Icon name="shield" size={18} />
          <span>
            {beforeLink}
            <a href={privacyPolicyPath} className="text-link" target="_blank" rel="noopener">
              {linkText}
              <span className="visually-hidden"> {t("common.opensInNewTab")}</span>
            </a>
            {afterLink}
          </span>
        </p>
        <HumanCheckButton isVerifying={isBusy} className="button button-primary button-block">
          <Icon name="users" size={18} /> {t("auth.signUp.submit")}
        </HumanCheckButton>
      </PageForm>
      <SocialButtons returnTo={returnTo} />
    </AuthLayout>
  )
}

export default SignUpPage
