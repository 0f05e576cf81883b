import { type FormEvent, useState } from "react"
import { type ContactFields, checkContactForm, contactLimits } from "#core/validation/contact.ts"
import { ContactEmailLink } from "#web/components/contact-email-link.tsx"
import { FormField } from "#web/components/form-field.tsx"
import { HumanCheckButton } from "#web/components/human-check-button.tsx"
import { Icon } from "#web/components/icons.tsx"
import { PageForm } from "#web/components/page-form.tsx"
import { PageHeader } from "#web/components/page-header.tsx"
import { failureMessage } from "#web/lib/api/failure-message.ts"
import { runHumanCheck } from "#web/lib/human-check.ts"
import { addFeatureTexts, coreTexts } from "#web/lib/i18n.ts"
import { profile } from "#web/lib/state/session.ts"
import { showToast, toastError, toastSuccess } from "#web/lib/state/toasts.ts"
import { useTranslation } from "#web/lib/use-translation.ts"
import { sendContactMessage } from "../api/send-contact-message.ts"
import { contactTexts } from "../contact-texts.ts"

await addFeatureTexts(contactTexts, coreTexts)

const fields = ["name", "email", "subject", "message"] as const

/** Contact (spec §2, §8): name, e-mail, subject, message, checked by core, then sent with a human check. */
const ContactPage = () => {
  const { t } = useTranslation()
  const user = profile.value
  const empty: ContactFields = { name: user?.displayName ?? "", email: user?.email ?? "", subject: "", message: "" }
  const [form, setForm] = useState<ContactFields>(empty)
  const [touched, setTouched] = useState<Partial<Record<keyof ContactFields, boolean>>>({})
  const [isSending, setSending] = useState(false)
  const failures = checkContactForm(form)

  const errorOf = (field: keyof ContactFields) => {
    const failure = failures[field]
    return touched[field] && failure !== undefined ? t(failure.key, failure.params) : undefined
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setTouched({ name: true, email: true, subject: true, message: true })
    const first = fields.find((field) => failures[field] !== undefined)
    if (first !== undefined) {
      document.getElementById(`contact-${first}`)?.focus()
      return
    }
    setSending(true)
    const check = await runHumanCheck("send_contact")
    if (!check.ok) {
      setSending(false)
      toastError("error.humanCheckFailed")
      return
    }
    const result = await sendContactMessage(form, check.proof)
    setSending(false)
    if (result.ok) {
      toastSuccess("error.contactSent")
      setForm({ ...empty, subject: "", message: "" })
      setTouched({})
    } else showToast("error", failureMessage(result.failure, "error.contactFailed"))
  }

  const bind = (field: keyof ContactFields) => ({
    value: form[field],
    onChange: (event: { target: { value: string } }) => {
      const { value } = event.target
      setForm((before) => ({ ...before, [field]: value }))
    },
    onBlur: () => setTouched((before) => ({ ...before, [field]: true }))
  })

  return (
    <article className="content-page contact-page">
      <PageHeader eyebrow={t("contact.eyebrow")} title={t("contact.title")}>
        <p>{t("contact.intro")}</p>
      </PageHeader>
      <div className="contact-layout">
        <PageForm className="card form" onSubmit={(event) => void submit(event)} noValidate aria-describedby="contact-required-note">
          <p id="contact-required-note" className="form-note">
            {t("contact.requiredNote")}
          </p>
          <div className="field-row">
            <FormField
              id="contact-name"
              label={t("contact.name")}
              autoComplete="name"
              required
              maxLength={contactLimits.name}
              {...bind("name")}
              error={errorOf("name")}
            />
            <FormField
              id="contact-email"
              label={t("contact.email")}
              type="email"
              autoComplete="email"
              inputMode="email"
              required
              maxLength={contactLimits.email}
              {...bind("email")}
              error={errorOf("email")}
            />
          </div>
          <FormField
            id="contact-subject"
            label={t("contact.subject")}
            required
            maxLength={contactLimits.subject}
            {...bind("subject")}
            error={errorOf("subject")}
          />
          <FormField
            id="contact-message"
            label={t("contact.message")}
            multiline
            required
            maxLength={contactLimits.message}
            {...bind("message")}
            error={errorOf("message")}
          />
          <HumanCheckButton isVerifying={isSending} className="button button-primary">
            <Icon name="send" size={18} /> {t("contact.send")}
          </HumanCheckButton>
        </PageForm>
        <aside className="contact-aside">
          <h2>{t("contact.otherWays")}</h2>
          <p>{t("contact.otherWaysText")}</p>
          <ContactEmailLink />
        </aside>
      </div>
    </article>
  )
}

export default ContactPage
