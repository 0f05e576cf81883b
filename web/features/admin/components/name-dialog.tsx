import { type ReactNode, useState } from "react"
import type { LocalizedText } from "#contract/admin-answers.ts"
import { adminTextMax, CategoryRenameInput, NewTagInput, TagRenameInput } from "#core/admin/admin-inputs.ts"
import { languages } from "#core/domain/language.ts"
import type { Answer } from "#web/lib/api/answer.ts"
import { useForm } from "#web/lib/use-form.ts"
import { useTranslation } from "#web/lib/use-translation.ts"
import { checkInput, serverRefusals, stopAtFirstInvalid } from "../admin-form-check.ts"
import { useAdminFailure } from "../use-admin-failure.ts"
import { AdminDialog } from "./admin-dialog.tsx"
import { AdminField, languageLabelKey } from "./admin-field.tsx"

const fields = ["id", "name.fr", "name.en"] as const
type Values = Record<(typeof fields)[number], string>

/** Which request the names go in: a new tag (with its id), a tag renamed, a category renamed. */
export type NameKind = "new-tag" | "tag" | "category"

/** What breaks core's rules in the names (and the id of a new tag), by form field. */
const failuresOf = (kind: NameKind, values: Values) => {
  const name = { fr: values["name.fr"], en: values["name.en"] }
  if (kind === "new-tag") return checkInput(NewTagInput, { id: values.id.trim(), name }, fields)
  if (kind === "tag") return checkInput(TagRenameInput, { name }, fields)
  const failures = checkInput(CategoryRenameInput, { label: name }, ["label.fr", "label.en"])
  return { ...(failures["label.fr"] && { "name.fr": failures["label.fr"] }), ...(failures["label.en"] && { "name.en": failures["label.en"] }) }
}

/**
 * Names in French and English side by side: a new tag (with its id), a tag or a category renamed.
 * Checked with core's request Schema as the admin types, then by the API.
 */
export const NameDialog = ({
  id,
  kind,
  title,
  initial,
  hint,
  extra,
  onSave,
  onClose
}: {
  id: string
  kind: NameKind
  title: string
  initial: LocalizedText
  hint?: ReactNode
  /** More below the fields (a category's original names). */
  extra?: (fill: (names: LocalizedText) => void) => ReactNode
  /** Sends the names (and the id of a new tag); true when saved. */
  onSave: (names: LocalizedText, newId: string) => Promise<Answer<unknown>>
  onClose: () => void
}) => {
  const { t } = useTranslation()
  const report = useAdminFailure()
  const [isBusy, setBusy] = useState(false)
  const form = useForm<Values>({ id: "", "name.fr": initial.fr, "name.en": initial.en }, (values) => failuresOf(kind, values))

  const save = async () => {
    if (stopAtFirstInvalid(form, kind === "new-tag" ? fields : ["name.fr", "name.en"], id)) return
    setBusy(true)
    const answer = await onSave({ fr: form.values["name.fr"].trim(), en: form.values["name.en"].trim() }, form.values.id.trim())
    setBusy(false)
    if (answer.ok) {
      onClose()
      return
    }
    const refusals = serverRefusals(answer.failure.fields, [...fields, "label.fr", "label.en"])
    form.refuse({
      ...refusals,
      ...(refusals["label.fr"] && { "name.fr": refusals["label.fr"] }),
      ...(refusals["label.en"] && { "name.en": refusals["label.en"] })
    })
    report(answer.failure, "admin.failure.save")
  }

  return (
    <AdminDialog
      id={id}
      title={title}
      onClose={onClose}
      onSubmit={() => void save()}
      submitLabel={t(kind === "new-tag" ? "admin.tag.create" : "admin.action.save")}
      isBusy={isBusy}
    >
      {hint !== undefined && <p className="admin-muted">{hint}</p>}
      {kind === "new-tag" && (
        <AdminField id={`${id}-id`} label={t("admin.tag.id")} hint={t("admin.tag.idHint")} error={form.errorOf("id")}>
          {(control) => <input {...control} {...form.bind("id")} autoComplete="off" spellCheck={false} />}
        </AdminField>
      )}
      <div className="admin-bilingual-pair">
        {languages.map((lang) => (
          <AdminField
            key={lang}
            id={`${id}-name-${lang}`}
            label={t(languageLabelKey[lang])}
            lang={lang}
            error={form.errorOf(`name.${lang}`)}
            length={form.values[`name.${lang}`].length}
            max={adminTextMax.label}
          >
            {(control) => <input {...control} {...form.bind(`name.${lang}`)} lang={lang} autoComplete="off" />}
          </AdminField>
        ))}
      </div>
      {extra?.((names) => form.setValues({ ...form.values, "name.fr": names.fr, "name.en": names.en }))}
    </AdminDialog>
  )
}
