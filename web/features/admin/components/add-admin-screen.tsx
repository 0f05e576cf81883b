import { useState } from "react"
import type { AdminUser } from "#contract/admin-answers.ts"
import { GrantAdminInput } from "#core/admin/admin-inputs.ts"
import { Icon } from "#web/components/icons.tsx"
import { profile } from "#web/lib/state/session.ts"
import { showToast, toastSuccess } from "#web/lib/state/toasts.ts"
import { useForm } from "#web/lib/use-form.ts"
import { useTranslation } from "#web/lib/use-translation.ts"
import { checkInput, serverRefusals } from "../admin-form-check.ts"
import { grantAdmin } from "../api/grant-admin.ts"
import { listAdmins } from "../api/list-admins.ts"
import { revokeAdmin } from "../api/revoke-admin.ts"
import { useAdminFailure } from "../use-admin-failure.ts"
import { useAdminLoad } from "../use-admin-load.ts"
import { ConfirmDialog } from "./admin-dialog.tsx"
import { AdminField } from "./admin-field.tsx"
import { AdminIcon } from "./admin-icons.tsx"
import { Badge, LoadFailed, Loading, ScreenHeader } from "./admin-screen.tsx"
import { HostGrants } from "./host-grants.tsx"

/**
 * Adding an admin (/admin/add-admin): the admin role for an existing account, by its e-mail (a clear
 * message when no account uses it); the current admins, each revocable except oneself; then the
 * gyms' hosts (issue #39), granted the same way with their gym.
 */
export const AddAdminScreen = () => {
  const { t } = useTranslation()
  const report = useAdminFailure()
  const { state, reload, update } = useAdminLoad(listAdmins, [])
  const [isBusy, setBusy] = useState(false)
  const [revoking, setRevoking] = useState<AdminUser | null>(null)
  const form = useForm({ email: "" }, (values) => checkInput(GrantAdminInput, { email: values.email.trim() }, ["email"]))
  const me = profile.value

  const grant = async () => {
    if (form.firstInvalid(["email"]) !== undefined) {
      document.getElementById("admin-email")?.focus()
      return
    }
    setBusy(true)
    const answer = await grantAdmin(form.values.email.trim())
    setBusy(false)
    if (!answer.ok) {
      const refused = form.refuse(serverRefusals(answer.failure.fields, ["email"]))
      if (refused.length > 0) document.getElementById("admin-email")?.focus()
      report(answer.failure, "admin.admins.grantFailed")
      return
    }
    const { admin, isNew } = answer.value
    if (isNew) toastSuccess("admin.admins.granted", { name: admin.displayName, email: admin.email })
    else showToast("info", { key: "admin.admins.already", params: { name: admin.displayName, email: admin.email } })
    form.reset()
    update((list) => (list.some((each) => each.id === admin.id) ? list : [...list, admin]))
  }

  const revoke = async (admin: AdminUser) => {
    setBusy(true)
    const answer = await revokeAdmin(admin.id)
    setBusy(false)
    if (!answer.ok) {
      report(answer.failure, "admin.admins.revokeFailed")
      return
    }
    setRevoking(null)
    update((list) => list.filter((each) => each.id !== admin.id))
    toastSuccess("admin.admins.revoked", { name: admin.displayName, email: admin.email })
  }

  return (
    <div className="admin-screen">
      <ScreenHeader title={t("admin.admins.title")} lead={t("admin.admins.lead")} />
      <form
        className="admin-card admin-grant"
        noValidate
        aria-labelledby="grant-title"
        onSubmit={(event) => {
          event.preventDefault()
          void grant()
        }}
      >
        <h2 id="grant-title" className="admin-card-title">
          {t("admin.admins.grantTitle")}
        </h2>
        <div className="admin-grant-row">
          <AdminField id="admin-email" label={t("admin.admins.email")} hint={t("admin.admins.emailHint")} error={form.errorOf("email")}>
            {(control) => <input {...control} {...form.bind("email")} type="email" autoComplete="off" spellCheck={false} />}
          </AdminField>
          <button type="submit" className="button button-primary" disabled={isBusy}>
            {isBusy ? <span className="admin-spinner" aria-hidden="true" /> : <AdminIcon name="userPlus" size={18} />} {t("admin.admins.grant")}
          </button>
        </div>
      </form>

      <section aria-labelledby="admins-title" className="admin-section">
        <h2 id="admins-title" className="admin-section-title">
          {state.status === "ready" ? t("admin.admins.count", { count: state.value.length }) : t("admin.admins.listTitle")}
        </h2>
        {state.status === "loading" && <Loading />}
        {state.status === "failed" && <LoadFailed failure={state.failure} onRetry={reload} />}
        {state.status === "ready" && (
          <ul className="admin-people">
            {state.value.map((admin) => {
              const isMe = me !== null && me.id === admin.id
              return (
                <li key={admin.id} className="admin-person">
                  <span className="admin-person-initial" aria-hidden="true">
                    {(admin.displayName.trim()[0] ?? admin.email[0] ?? "?").toUpperCase()}
                  </span>
                  <span className="admin-person-text">
                    <span className="admin-person-name">
                      {admin.displayName} {isMe && <Badge tone="ok">{t("admin.admins.you")}</Badge>}
                    </span>
                    <span className="admin-muted">{admin.email}</span>
                  </span>
                  {isMe ? (
                    <span className="admin-muted admin-person-note">{t("admin.admins.cannotRevokeSelf")}</span>
                  ) : (
                    <button
                      type="button"
                      className="button button-ghost button-small admin-danger-text"
                      onClick={() => setRevoking(admin)}
                      aria-label={t("admin.admins.revokeLabel", { name: admin.displayName })}
                    >
                      <Icon name="close" size={16} /> {t("admin.admins.revoke")}
                    </button>
                  )}
                </li>
              )
            })}
          </ul>
        )}
        <p className="admin-muted">{t("admin.admins.cliHint")}</p>
      </section>
      <HostGrants />
      {revoking !== null && (
        <ConfirmDialog
          id="revoke-dialog"
          title={t("admin.admins.revokeTitle", { name: revoking.displayName })}
          confirmLabel={t("admin.admins.revoke")}
          isBusy={isBusy}
          onConfirm={() => void revoke(revoking)}
          onClose={() => setRevoking(null)}
        >
          <p>{t("admin.admins.revokeText", { name: revoking.displayName, email: revoking.email })}</p>
        </ConfirmDialog>
      )}
    </div>
  )
}
