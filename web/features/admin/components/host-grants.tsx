import { useState } from "react"
import type { AdminHost } from "#contract/gym-event-answers.ts"
import { HostGrantInput } from "#core/gym-events/gym-event-inputs.ts"
import { Icon } from "#web/components/icons.tsx"
import { showToast, toastSuccess } from "#web/lib/state/toasts.ts"
import { useForm } from "#web/lib/use-form.ts"
import { useTranslation } from "#web/lib/use-translation.ts"
import { checkInput, serverRefusals } from "../admin-form-check.ts"
import { grantHost } from "../api/grant-host.ts"
import { listHosts } from "../api/list-hosts.ts"
import { revokeHost } from "../api/revoke-host.ts"
import { useAdminFailure } from "../use-admin-failure.ts"
import { useAdminLoad } from "../use-admin-load.ts"
import { ConfirmDialog } from "./admin-dialog.tsx"
import { AdminField } from "./admin-field.tsx"
import { AdminIcon } from "./admin-icons.tsx"
import { LoadFailed, Loading } from "./admin-screen.tsx"

const fields = ["email", "gymName", "city"] as const
type HostField = (typeof fields)[number]

/**
 * The gyms' hosts (issue #39), on the admins' screen: make an existing account a gym's host (its
 * e-mail, the gym and its city; again to change them), see the hosts, take the role back (their
 * events stay).
 */
export const HostGrants = () => {
  const { t } = useTranslation()
  const report = useAdminFailure()
  const { state, reload, update } = useAdminLoad(listHosts, [])
  const [isBusy, setBusy] = useState(false)
  const [revoking, setRevoking] = useState<AdminHost | null>(null)
  const trimmed = (values: Record<HostField, string>) => ({ email: values.email.trim(), gymName: values.gymName.trim(), city: values.city.trim() })
  const form = useForm({ email: "", gymName: "", city: "" }, (values) => checkInput(HostGrantInput, trimmed(values), fields))

  const grant = async () => {
    const invalid = form.firstInvalid(fields)
    if (invalid !== undefined) {
      document.getElementById(`host-${invalid}`)?.focus()
      return
    }
    setBusy(true)
    const answer = await grantHost(trimmed(form.values))
    setBusy(false)
    if (!answer.ok) {
      const refused = form.refuse(serverRefusals(answer.failure.fields, fields))
      if (refused[0] !== undefined) document.getElementById(`host-${refused[0]}`)?.focus()
      report(answer.failure, "admin.hosts.grantFailed")
      return
    }
    const { host, isNew } = answer.value
    const params = { name: host.displayName, email: host.email, gym: host.gymName }
    if (isNew) toastSuccess("admin.hosts.granted", params)
    else showToast("info", { key: "admin.hosts.updated", params })
    form.reset()
    update((list) => [...list.filter((each) => each.userId !== host.userId), host])
  }

  const revoke = async (host: AdminHost) => {
    setBusy(true)
    const answer = await revokeHost(host.userId)
    setBusy(false)
    if (!answer.ok) {
      report(answer.failure, "admin.hosts.revokeFailed")
      return
    }
    setRevoking(null)
    update((list) => list.filter((each) => each.userId !== host.userId))
    toastSuccess("admin.hosts.revoked", { name: host.displayName, email: host.email })
  }

  return (
    <>
      <form
        className="admin-card admin-grant"
        noValidate
        aria-labelledby="host-grant-title"
        onSubmit={(event) => {
          event.preventDefault()
          void grant()
        }}
      >
        <h2 id="host-grant-title" className="admin-card-title">
          {t("admin.hosts.grantTitle")}
        </h2>
        <p className="admin-muted">{t("admin.hosts.lead")}</p>
        <div className="admin-grant-row">
          <AdminField id="host-email" label={t("admin.hosts.email")} hint={t("admin.hosts.emailHint")} error={form.errorOf("email")}>
            {(control) => <input {...control} {...form.bind("email")} type="email" autoComplete="off" spellCheck={false} />}
          </AdminField>
        </div>
        <div className="admin-grant-row">
          <AdminField id="host-gymName" label={t("admin.hosts.gymName")} error={form.errorOf("gymName")}>
            {(control) => <input {...control} {...form.bind("gymName")} type="text" autoComplete="off" />}
          </AdminField>
          <AdminField id="host-city" label={t("admin.hosts.city")} error={form.errorOf("city")}>
            {(control) => <input {...control} {...form.bind("city")} type="text" autoComplete="off" />}
          </AdminField>
          <button type="submit" className="button button-primary" disabled={isBusy}>
            {isBusy ? <span className="admin-spinner" aria-hidden="true" /> : <AdminIcon name="userPlus" size={18} />} {t("admin.hosts.grant")}
          </button>
        </div>
      </form>

      <section aria-labelledby="hosts-title" className="admin-section">
        <h2 id="hosts-title" className="admin-section-title">
          {state.status === "ready" ? t("admin.hosts.count", { count: state.value.length }) : t("admin.hosts.listTitle")}
        </h2>
        {state.status === "loading" && <Loading />}
        {state.status === "failed" && <LoadFailed failure={state.failure} onRetry={reload} />}
        {state.status === "ready" &&
          (state.value.length === 0 ? (
            <p className="admin-muted">{t("admin.hosts.none")}</p>
          ) : (
            <ul className="admin-people" aria-labelledby="hosts-title">
              {state.value.map((host) => (
                <li key={host.userId} className="admin-person">
                  <span className="admin-person-initial" aria-hidden="true">
                    {(host.gymName.trim()[0] ?? "?").toUpperCase()}
                  </span>
                  <span className="admin-person-text">
                    <span className="admin-person-name">{t("admin.hosts.gymIn", { gym: host.gymName, city: host.city })}</span>
                    <span className="admin-muted">
                      {host.displayName} · {host.email}
                    </span>
                  </span>
                  <button
                    type="button"
                    className="button button-ghost button-small admin-danger-text"
                    onClick={() => setRevoking(host)}
                    aria-label={t("admin.hosts.revokeLabel", { name: host.displayName, gym: host.gymName })}
                  >
                    <Icon name="close" size={16} /> {t("admin.admins.revoke")}
                  </button>
                </li>
              ))}
            </ul>
          ))}
      </section>
      {revoking !== null && (
        <ConfirmDialog
          id="revoke-host-dialog"
          title={t("admin.hosts.revokeTitle", { name: revoking.displayName })}
          confirmLabel={t("admin.admins.revoke")}
          isBusy={isBusy}
          onConfirm={() => void revoke(revoking)}
          onClose={() => setRevoking(null)}
        >
          <p>{t("admin.hosts.revokeText", { name: revoking.displayName, gym: revoking.gymName })}</p>
        </ConfirmDialog>
      )}
    </>
  )
}
