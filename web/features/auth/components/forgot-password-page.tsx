import { type FormEvent, useState } from "react"
import { Link, useLocation, useSearch } from "wouter"
import { queryParamOf } from "#core/navigation/guards.ts"
import { pathFor } from "#core/navigation/routes.ts"
import { checkEmail } from "#core/validation/email.ts"
import { checkPassword, checkPasswordConfirmation } from "#core/validation/password.ts"
import { FormField } from "#web/components/form-field.tsx"
import { HumanCheckButton } from "#web/components/human-check-button.tsx"
import { Icon } from "#web/components/icons.tsx"
import { PageForm } from "#web/components/page-form.tsx"
import { failureMessage } from "#web/lib/api/failure-message.ts"
import { runHumanCheck } from "#web/lib/human-check.ts"
import { addFeatureTexts, coreTexts } from "#web/lib/i18n.ts"
import { session } from "#web/lib/state/session.ts"
import { showToast, toastError, toastSuccess } from "#web/lib/state/toasts.ts"
import { serverFieldRefusals, useForm } from "#web/lib/use-form.ts"
import { useTranslation } from "#web/lib/use-translation.ts"
import { requestPasswordReset } from "../api/request-password-reset.ts"
import { resetPassword } from "../api/reset-password.ts"
import { authTexts } from "../auth-texts.ts"
import { AuthLayout } from "./auth-layout.tsx"
import { PasswordField } from "./password-field.tsx"

await addFeatureTexts(authTexts, coreTexts)

/** Asks for a reset link (spec §8: success, invalid e-mail, other errors), after a human check ('Verifying...'). */
const RequestLink = () => {
  const { t } = useTranslation()
  const [isBusy, setBusy] = useState(false)
  const [sentTo, setSentTo] = useState<string | undefined>(undefined)
  const form = useForm({ email: "" }, (values) => {
    const email = checkEmail(values.email.trim())
    return email === undefined ? {} : { email }
  })

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (form.firstInvalid(["email"]) !== undefined) {
      document.getElementById("forgot-email")?.focus()
      return
    }
    setBusy(true)
    const check = await runHumanCheck("reset_password")
    if (!check.ok) {
      setBusy(false)
      toastError("error.humanCheckFailed")
      return
    }
    const email = form.values.email.trim()
    const result = await requestPasswordReset(email, check.proof)
    setBusy(false)
    if (result.ok) {
      toastSuccess("error.passwordResetSent")
      setSentTo(email)
      return
    }
    if (form.refuse(serverFieldRefusals(result.failure.fields)).length > 0) document.getElementById("forgot-email")?.focus()
    showToast("error", result.failure.fields?.email === undefined ? failureMessage(result.failure, "error.authGeneric") : { key: "validation.email" })
  }

  return (
    <AuthLayout title={t("auth.forgot.title")} intro={t("auth.forgot.intro")} footer={<Link href={pathFor("sign-in")}>{t("auth.forgot.backToSignIn")}</Link>}>
      <PageForm className="form auth-form" onSubmit={(event) => void submit(event)} noValidate>
        <FormField
          id="forgot-email"
          label={t("auth.field.email")}
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          {...form.bind("email")}
          error={form.errorOf("email")}
        />
        {sentTo !== undefined && (
          <p className="auth-notice" role="status">
            <Icon name="mail" size={20} /> <span>{t("auth.forgot.sent")}</span>
          </p>
        )}
        <HumanCheckButton isVerifying={isBusy} className="button button-primary button-block">
          <Icon name="send" size={18} /> {t("auth.forgot.submit")}
        </HumanCheckButton>
      </PageForm>
    </AuthLayout>
  )
}

/** The page a reset link opens (`?token=…`): the new password twice, then sign in with it. */
const ChooseNewPassword = ({ token }: { token: string }) => {
  const { t } = useTranslation()
  const [, navigate] = useLocation()
  const [isBusy, setBusy] = useState(false)
  const [isLinkInvalid, setLinkInvalid] = useState(false)
  const form = useForm({ password: "", confirmation: "" }, (values) => {
    const password = checkPassword(values.password)
    const confirmation = checkPasswordConfirmation(values.password, values.confirmation)
    return { ...(password && { password }), ...(confirmation && { confirmation }) }
  })

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const invalid = form.firstInvalid(["password", "confirmation"])
    if (invalid !== undefined) {
      document.getElementById(`reset-${invalid}`)?.focus()
      return
    }
    setBusy(true)
    const result = await resetPassword(token, form.values.password)
    setBusy(false)
    if (result.ok) {
      session.value = { status: "anonymous" }
      toastSuccess("auth.passwordChanged")
      navigate(pathFor("sign-in"), { replace: true })
      return
    }
    const isInvalidLink = result.failure.code === "invalid-link" || result.failure.fields?.token !== undefined
    setLinkInvalid(isInvalidLink)
    form.refuse(serverFieldRefusals(result.failure.fields))
    showToast("error", isInvalidLink ? { key: "auth.error.invalidLink" } : failureMessage(result.failure, "error.authGeneric"))
  }

  return (
    <AuthLayout title={t("auth.reset.title")} intro={t("auth.reset.intro")} footer={<Link href={pathFor("forgot-password")}>{t("auth.reset.askAgain")}</Link>}>
      <PageForm className="form auth-form" onSubmit={(event) => void submit(event)} noValidate>
        <PasswordField
          id="reset-password"
          label={t("auth.field.newPassword")}
          hint={t("auth.field.passwordHint")}
          autoComplete="new-password"
          required
          {...form.bind("password")}
          error={form.errorOf("password")}
        />
        <PasswordField
          id="reset-confirmation"
          label={t("auth.field.confirmation")}
          autoComplete="new-password"
          required
          {...form.bind("confirmation")}
          error={form.errorOf("confirmation")}
        />
        {isLinkInvalid && (
          <p className="auth-notice auth-notice-error" role="alert">
            <Icon name="alert" size={20} /> <span>{t("auth.error.invalidLink")}</span>
          </p>
        )}
        <button type="submit" className="button button-primary button-block" disabled={isBusy}>
          <Icon name="key" size={18} /> {t(isBusy ? "auth.reset.submitting" : "auth.reset.submit")}
        </button>
      </PageForm>
    </AuthLayout>
  )
}

/** Forgot password (spec §2, §8): asks for a reset link, or, opened from that link, sets the new password. */
const ForgotPasswordPage = () => {
  const token = queryParamOf(`?${useSearch()}`, "token")
  return token === undefined ? <RequestLink /> : <ChooseNewPassword key={token} token={token} />
}

export default ForgotPasswordPage
