import { failureMessage } from "#web/lib/api/failure-message.ts"
import { consent } from "#web/lib/state/consent.ts"
import { showToast, toastSuccess } from "#web/lib/state/toasts.ts"
import { useTranslation } from "#web/lib/use-translation.ts"
import { exportData } from "../api/export-data.ts"
import { SettingsModal, type SettingsModalProps } from "./settings-modal.tsx"

/** Hands the browser a file to save, under `name`. */
const download = (name: string, text: string) => {
  const url = URL.createObjectURL(new Blob([text], { type: "application/json" }))
  const link = document.createElement("a")
  link.href = url
  link.download = name
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}

/**
 * "Export my data" (the right of access): after the human check, the server's JSON file of
 * everything it keeps about the person, with this device's cookie choice added (the server never
 * receives it), downloaded as one file.
 */
export const ExportDataModal = ({ onClose }: SettingsModalProps) => {
  const { t } = useTranslation()
  const run = async (proof: string) => {
    const result = await exportData(proof)
    if (!result.ok || typeof result.body !== "object" || result.body === null) {
      showToast("error", result.ok ? { key: "error.generic" } : failureMessage(result.failure, "error.generic"))
      return false
    }
    const file = result.body as Record<string, unknown>
    const exportedAt = typeof file.exportedAt === "string" ? file.exportedAt : new Date().toISOString()
    const serverConsent = typeof file.consent === "object" && file.consent !== null ? file.consent : {}
    const withDevice = { ...file, consent: { ...serverConsent, cookiesOnThisDevice: consent.value ?? null } }
    download(`allez-data-${exportedAt.slice(0, 10)}.json`, `${JSON.stringify(withDevice, null, 2)}\n`)
    toastSuccess("settings.export.done")
    return true
  }
  return (
    <SettingsModal
      id="modal-export-data"
      title={t("settings.modal.exportData.title")}
      action="user_action"
      confirmLabel={t("settings.modal.exportData.confirm")}
      onConfirm={run}
      onClose={onClose}
    >
      <p>{t("settings.modal.exportData.text")}</p>
      <p className="settings-muted">{t("settings.modal.exportData.note")}</p>
    </SettingsModal>
  )
}
