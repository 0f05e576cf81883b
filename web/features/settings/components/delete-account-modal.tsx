import { clear } from "idb-keyval"
import { useEffect, useId, useState } from "react"
import { useLocation } from "wouter"
import { pathFor } from "#core/navigation/routes.ts"
import { failureMessage } from "#web/lib/api/failure-message.ts"
import { getCatalog } from "#web/lib/api/get-catalog.ts"
import { localStore } from "#web/lib/local-db.ts"
import { forgetSignedInUser } from "#web/lib/session-end.ts"
import { locale } from "#web/lib/state/locale.ts"
import { showToast } from "#web/lib/state/toasts.ts"
import { useTranslation } from "#web/lib/use-translation.ts"
import { deleteAccount } from "../api/delete-account.ts"
import { SettingsModal, type SettingsModalProps } from "./settings-modal.tsx"

/** The packs the person bought, by name in the reader's language; null while unknown. */
const useOwnedPacks = (): ReadonlyArray<string> | null | "unknown" => {
  const [packs, setPacks] = useState<ReadonlyArray<string> | null | "unknown">(null)
  useEffect(() => {
    let isCurrent = true
    void getCatalog().then((answer) => {
      if (!isCurrent) return
      setPacks(answer.ok ? answer.value.packs.filter((pack) => pack.state === "owned").map((pack) => pack.name[locale.value]) : "unknown")
    })
    return () => {
      isCurrent = false
    }
  }, [])
  return packs
}

/**
 * "Delete my account" (the right of erasure): says what will be lost, the bought packs by name,
 * asks to tick that it is understood, then the human check. The server wants a recent sign-in and
 * refuses the last admin, in words. Once deleted, this device forgets the person too.
 */
export const DeleteAccountModal = ({ user, onClose }: SettingsModalProps) => {
  const { t } = useTranslation()
  const [, navigate] = useLocation()
  const [isUnderstood, setUnderstood] = useState(false)
  const packs = useOwnedPacks()
  const understoodId = useId()

  const run = async (proof: string) => {
    const result = await deleteAccount(proof)
    if (!result.ok) {
      showToast("error", failureMessage(result.failure, "error.generic"))
      return false
    }
    const answer = result.body as { readonly message?: unknown } | undefined
    await Promise.all((["gameState", "userProgress", "cart"] as const).map((name) => clear(localStore(name)).catch(() => undefined)))
    forgetSignedInUser()
    showToast("success", typeof answer?.message === "string" ? { text: answer.message } : { key: "settings.delete.done" })
    navigate(pathFor("home"))
    return true
  }

  const packList = packs === null ? "…" : packs === "unknown" ? t("settings.modal.deleteAccount.packsUnknown") : packs.length === 0 ? null : packs.join(", ")
  return (
    <SettingsModal
      id="modal-delete-account"
      title={t("settings.modal.deleteAccount.title")}
      action="user_action"
      isDanger
      confirmLabel={t("settings.modal.deleteAccount.confirm")}
      isConfirmDisabled={!isUnderstood}
      onConfirm={run}
      onClose={onClose}
    >
      <p>{t("settings.modal.deleteAccount.text", { email: user.email })}</p>
      <ul className="settings-loss-list">
        <li>{t("settings.modal.deleteAccount.lose.profile")}</li>
        <li>{t("settings.modal.deleteAccount.lose.games")}</li>
        <li data-testid="lost-packs">
          {packList === null ? t("settings.modal.deleteAccount.lose.noPacks") : t("settings.modal.deleteAccount.lose.packs", { list: packList })}
        </li>
        <li>{t("settings.modal.deleteAccount.lose.bag")}</li>
        <li>{t(user.isSocial ? "settings.modal.deleteAccount.lose.social" : "settings.modal.deleteAccount.lose.password")}</li>
      </ul>
      <p className="settings-muted">{t("settings.modal.deleteAccount.kept")}</p>
      <p className="settings-muted">{t("settings.modal.deleteAccount.exportFirst")}</p>
      <p className="settings-check">
        <input id={understoodId} type="checkbox" checked={isUnderstood} onChange={(event) => setUnderstood(event.target.checked)} />
        <label htmlFor={understoodId}>{t("settings.modal.deleteAccount.understood")}</label>
      </p>
    </SettingsModal>
  )
}
