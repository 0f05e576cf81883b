import { checkDisplayName, normalizeDisplayName } from "#core/validation/names.ts"
import { FormField } from "#web/components/form-field.tsx"
import { serverFieldRefusals, useForm } from "#web/lib/use-form.ts"
import { useTranslation } from "#web/lib/use-translation.ts"
import { updateProfile } from "../api/update-profile.ts"
import { finishProfileChange } from "../apply-profile.ts"
import { SettingsModal, type SettingsModalProps } from "./settings-modal.tsx"

/** Changes the display name (core's rule first, then the server's refusals on the field). */
export const EditNameModal = ({ user, onClose }: SettingsModalProps) => {
  const { t } = useTranslation()
  const form = useForm({ displayName: user.displayName }, (values) => {
    const displayName = checkDisplayName(values.displayName)
    return displayName === undefined ? {} : { displayName }
  })
  const canConfirm = () => {
    if (form.firstInvalid(["displayName"]) === undefined) return true
    document.getElementById("settings-display-name")?.focus()
    return false
  }
  const save = async (proof: string) => {
    const result = await updateProfile({ displayName: normalizeDisplayName(form.values.displayName) }, proof)
    if (!result.ok) form.refuse(serverFieldRefusals(result.failure.fields))
    return finishProfileChange(result, "error.displayNameChanged")
  }
  return (
    <SettingsModal
      id="modal-edit-name"
      title={t("settings.modal.editName.title")}
      action="change_name"
      canConfirm={canConfirm}
      onConfirm={save}
      onClose={onClose}
    >
      <FormField
        id="settings-display-name"
        label={t("settings.name.label")}
        hint={t("settings.name.hint")}
        autoComplete="nickname"
        maxLength={40}
        required
        {...form.bind("displayName")}
        error={form.errorOf("displayName")}
      />
    </SettingsModal>
  )
}
