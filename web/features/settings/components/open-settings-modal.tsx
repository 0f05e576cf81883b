import type { JSX } from "react"
import type { SessionUser } from "#web/lib/session-user.ts"
import { CategoriesModal } from "./categories-modal.tsx"
import { DeleteAccountModal } from "./delete-account-modal.tsx"
import { EditEmailModal } from "./edit-email-modal.tsx"
import { EditImageModal } from "./edit-image-modal.tsx"
import { EditNameModal } from "./edit-name-modal.tsx"
import { EmailListModal } from "./email-list-modal.tsx"
import { ExportDataModal } from "./export-data-modal.tsx"
import { RemoveImageModal } from "./remove-image-modal.tsx"
import { ResetPasswordModal } from "./reset-password-modal.tsx"
import type { SettingsModalProps } from "./settings-modal.tsx"

/** The modals of the settings (spec §4 settings modals). */
export type SettingsModalName =
  | "editImage"
  | "removeImage"
  | "editName"
  | "editEmail"
  | "resetPassword"
  | "emailList"
  | "categories"
  | "exportData"
  | "deleteAccount"

const modals: Readonly<Record<SettingsModalName, (props: SettingsModalProps) => JSX.Element>> = {
  editImage: EditImageModal,
  removeImage: RemoveImageModal,
  editName: EditNameModal,
  editEmail: EditEmailModal,
  resetPassword: ResetPasswordModal,
  emailList: EmailListModal,
  categories: CategoriesModal,
  exportData: ExportDataModal,
  deleteAccount: DeleteAccountModal
}

/** The open settings modal, if any. */
export const OpenSettingsModal = ({ name, user, onClose }: { name: SettingsModalName; user: SessionUser; onClose: () => void }) => {
  const Modal = modals[name]
  return <Modal user={user} onClose={onClose} />
}
