import { type ReactNode, useState } from "react"
import type { AdminCategory, AdminPack } from "#contract/admin-answers.ts"
import { adminTextMax, NewPackInput, PackChangeInput } from "#core/admin/admin-inputs.ts"
import { languages } from "#core/domain/language.ts"
import { isSemver, nextPatch } from "#core/packs/pack-version.ts"
import { formatPrice } from "#core/store/price.ts"
import { showToast, toastSuccess } from "#web/lib/state/toasts.ts"
import { useForm } from "#web/lib/use-form.ts"
import { useTranslation } from "#web/lib/use-translation.ts"
import { acceptedInput, checkInput, listOf, numberOf, serverRefusals, stopAtFirstInvalid } from "../admin-form-check.ts"
import { createPack } from "../api/create-pack.ts"
import { updatePack } from "../api/update-pack.ts"
import { useAdminFailure } from "../use-admin-failure.ts"
import { useLanguage } from "../use-language.ts"
import { AdminDialog } from "./admin-dialog.tsx"
import { AdminField, languageLabelKey } from "./admin-field.tsx"

const fields = [
  "id",
  "version",
  "name.fr",
  "name.en",
  "description.fr",
  "description.en",
  "price.amount",
  "price.currency",
  "productIds",
  "challenges.0.category",
  "challenges.0.text.fr",
  "challenges.0.text.en"
] as const
type Field = (typeof fields)[number]
type Values = Record<Field, string>

interface Flags {
  readonly combinable: boolean
  readonly comingSoon: boolean
  readonly special: boolean
  readonly published: boolean
}

const valuesOf = (pack: AdminPack | undefined): Values => ({
  id: pack?.id ?? "",
  version: "",
  "name.fr": pack?.name.fr ?? "",
  "name.en": pack?.name.en ?? "",
  "description.fr": pack?.description.fr ?? "",
  "description.en": pack?.description.en ?? "",
  "price.amount": String(pack?.price.amount ?? 0),
  "price.currency": pack?.price.currency ?? "EUR",
  productIds: (pack?.productIds ?? []).join(", "),
  "challenges.0.category": "other",
  "challenges.0.text.fr": "",
  "challenges.0.text.en": ""
})

const sameList = (a: ReadonlyArray<string>, b: ReadonlyArray<string>) => a.length === b.length && a.every((item, index) => item === b[index])

const upcomingVersion = (version: string): string => (isSemver(version) ? nextPatch(version) : version)

/** A new pack's fields as the API takes them (`POST /api/admin/packs`). */
const newPackOf = (values: Values, flags: Flags) => ({
  id: values.id.trim(),
  ...(values.version.trim() === "" ? {} : { version: values.version.trim() }),
  name: { fr: values["name.fr"], en: values["name.en"] },
  description: { fr: values["description.fr"], en: values["description.en"] },
  price: { amount: numberOf(values["price.amount"]) ?? Number.NaN, currency: values["price.currency"].trim() },
  productIds: listOf(values.productIds),
  ...flags,
  challenges: flags.comingSoon
    ? []
    : [{ category: values["challenges.0.category"], tags: [], text: { fr: values["challenges.0.text.fr"], en: values["challenges.0.text.en"] } }]
})

/** What an edit changes in a pack's settings, on the version the screen read (`PATCH /api/admin/packs/:id`). */
const packChangeOf = (pack: AdminPack, values: Values, flags: Flags) => {
  const name = { fr: values["name.fr"], en: values["name.en"] }
  const description = { fr: values["description.fr"], en: values["description.en"] }
  const price = { amount: numberOf(values["price.amount"]) ?? Number.NaN, currency: values["price.currency"].trim() }
  const productIds = listOf(values.productIds)
  return {
    expectedVersion: pack.version,
    ...(values.version.trim() === "" ? {} : { version: values.version.trim() }),
    ...(name.fr === pack.name.fr && name.en === pack.name.en ? {} : { name }),
    ...(description.fr === pack.description.fr && description.en === pack.description.en ? {} : { description }),
    ...(price.amount === pack.price.amount && price.currency === pack.price.currency ? {} : { price }),
    ...(sameList(productIds, pack.productIds) ? {} : { productIds }),
    ...(flags.combinable === pack.combinable ? {} : { combinable: flags.combinable }),
    ...(flags.comingSoon === pack.comingSoon ? {} : { comingSoon: flags.comingSoon }),
    ...(flags.special === pack.special ? {} : { special: flags.special })
  }
}

/**
 * Creates a pack, or edits a pack's settings: names and descriptions in French and English side by
 * side, price, product ids, flags, and a version typed by hand (else the save raises the patch).
 * A new pack that is not coming soon gets its first challenge here (a pack needs one).
 */
export const PackDialog = ({
  pack,
  categories,
  onSaved,
  onStale,
  onClose
}: {
  /** The pack to edit; none to create one. */
  pack?: AdminPack
  categories: ReadonlyArray<AdminCategory>
  onSaved: (saved: AdminPack) => void
  onStale?: () => void
  onClose: () => void
}) => {
  const { t } = useTranslation()
  const language = useLanguage()
  const report = useAdminFailure()
  const isNew = pack === undefined
  const [flags, setFlags] = useState<Flags>({
    combinable: pack?.combinable ?? true,
    comingSoon: pack?.comingSoon ?? false,
    special: pack?.special ?? false,
    published: pack?.published ?? false
  })
  const [isBusy, setBusy] = useState(false)
  const [formError, setFormError] = useState<string | null>(null)
  const check = (values: Values) =>
    isNew ? checkInput(NewPackInput, newPackOf(values, flags), fields) : checkInput(PackChangeInput, packChangeOf(pack, values, flags), fields)
  const form = useForm(valuesOf(pack), check)

  const save = async () => {
    setFormError(null)
    if (stopAtFirstInvalid(form, fields, "pack")) return
    if (!isNew && Object.keys(packChangeOf(pack, form.values, flags)).length === 1) {
      showToast("info", { key: "admin.pack.unchanged" })
      onClose()
      return
    }
    const created = isNew ? acceptedInput(NewPackInput, newPackOf(form.values, flags)) : undefined
    const changed = isNew ? undefined : acceptedInput(PackChangeInput, packChangeOf(pack, form.values, flags))
    if (created === undefined && changed === undefined) return
    setBusy(true)
    const answer = created !== undefined ? await createPack(created) : await updatePack(pack?.id ?? "", changed ?? { expectedVersion: pack?.version ?? "" })
    setBusy(false)
    if (answer.ok) {
      const saved = answer.value
      if (isNew) toastSuccess(saved.published ? "admin.pack.createdPublished" : "admin.pack.created", { pack: saved.name[language] })
      else toastSuccess("admin.pack.saved", { pack: saved.name[language], version: saved.version })
      onSaved(saved)
      onClose()
      return
    }
    const { failure } = answer
    if (failure.code === "pack-changed") onStale?.()
    const refusals = serverRefusals(failure.fields, fields)
    form.refuse(refusals)
    if (refusals.form !== undefined) setFormError(refusals.form.text)
    report(failure, isNew ? "admin.pack.createFailed" : "admin.pack.saveFailed")
  }

  const amount = numberOf(form.values["price.amount"])
  const priceHint =
    amount === undefined || !Number.isInteger(amount) || amount < 0
      ? t("admin.pack.priceHint")
      : amount === 0
        ? t("admin.pack.priceFree")
        : t("admin.pack.priceIs", {
            price: formatPrice(language, amount, /^[A-Z]{3}$/.test(form.values["price.currency"]) ? form.values["price.currency"] : "EUR")
          })

  const bilingual = (name: "name" | "description", legend: string, max: number, isMultiline: boolean) => (
    <fieldset className="admin-bilingual">
      <legend>{legend}</legend>
      <div className="admin-bilingual-pair">
        {languages.map((lang) => {
          const field = `${name}.${lang}` as const
          return (
            <AdminField
              key={lang}
              id={`pack-${name}-${lang}`}
              label={t(languageLabelKey[lang])}
              lang={lang}
              error={form.errorOf(field)}
              length={form.values[field].length}
              max={max}
            >
              {(control) =>
                isMultiline ? <textarea {...control} {...form.bind(field)} lang={lang} rows={3} /> : <input {...control} {...form.bind(field)} lang={lang} />
              }
            </AdminField>
          )
        })}
      </div>
    </fieldset>
  )

  const flag = (name: keyof Flags, hint: ReactNode) => (
    <label className="admin-check">
      <input type="checkbox" checked={flags[name]} onChange={(event) => setFlags({ ...flags, [name]: event.target.checked })} />
      <span>
        <span className="admin-check-label">{t(`admin.flag.${name}`)}</span>
        <span className="admin-check-hint">{hint}</span>
      </span>
    </label>
  )

  return (
    <AdminDialog
      id="pack-dialog"
      title={isNew ? t("admin.pack.createTitle") : t("admin.pack.editTitle", { pack: pack.name[language] })}
      onClose={onClose}
      onSubmit={() => void save()}
      submitLabel={isNew ? t("admin.pack.create") : t("admin.action.save")}
      isBusy={isBusy}
      isWide
    >
      {formError !== null && (
        <p className="admin-notice is-danger" role="alert">
          {formError}
        </p>
      )}
      <div className="admin-form-grid">
        {isNew && (
          <AdminField id="pack-id" label={t("admin.pack.id")} hint={t("admin.pack.idHint")} error={form.errorOf("id")}>
            {(control) => <input {...control} {...form.bind("id")} autoComplete="off" spellCheck={false} />}
          </AdminField>
        )}
        <AdminField
          id="pack-version"
          label={t(isNew ? "admin.pack.version" : "admin.pack.newVersion")}
          hint={isNew ? t("admin.pack.versionHintNew") : t("admin.pack.versionHint", { version: pack.version, next: upcomingVersion(pack.version) })}
          error={form.errorOf("version")}
        >
          {(control) => (
            <input {...control} {...form.bind("version")} placeholder={isNew ? "1.0.0" : upcomingVersion(pack.version)} autoComplete="off" spellCheck={false} />
          )}
        </AdminField>
      </div>
      {bilingual("name", t("admin.pack.name"), adminTextMax.name, false)}
      {bilingual("description", t("admin.pack.description"), adminTextMax.description, true)}
      <div className="admin-form-grid">
        <AdminField id="pack-price-amount" label={t("admin.pack.price")} hint={priceHint} error={form.errorOf("price.amount")}>
          {(control) => <input {...control} {...form.bind("price.amount")} inputMode="numeric" autoComplete="off" />}
        </AdminField>
        <AdminField id="pack-price-currency" label={t("admin.pack.currency")} error={form.errorOf("price.currency")}>
          {(control) => <input {...control} {...form.bind("price.currency")} autoComplete="off" spellCheck={false} maxLength={3} />}
        </AdminField>
        <AdminField
          id="pack-productIds"
          label={t("admin.pack.productIds")}
          hint={t("admin.pack.productIdsHint")}
          error={form.errorOf("productIds")}
          className="admin-span-2"
        >
          {(control) => <input {...control} {...form.bind("productIds")} autoComplete="off" spellCheck={false} />}
        </AdminField>
      </div>
      <fieldset className="admin-checks">
        <legend>{t("admin.pack.flags")}</legend>
        {flag("combinable", t("admin.flag.combinableHint"))}
        {flag("comingSoon", t("admin.flag.comingSoonHint"))}
        {flag("special", t("admin.flag.specialHint"))}
        {isNew && flag("published", t("admin.flag.publishedHint"))}
      </fieldset>
      {isNew && !flags.comingSoon && (
        <fieldset className="admin-bilingual">
          <legend>{t("admin.pack.firstChallenge")}</legend>
          <p className="admin-muted">{t("admin.pack.firstChallengeHint")}</p>
          <AdminField id="pack-challenges-0-category" label={t("admin.challenge.category")} error={form.errorOf("challenges.0.category")}>
            {(control) => (
              <select
                {...control}
                value={form.values["challenges.0.category"]}
                onChange={(event) => form.setValues({ ...form.values, "challenges.0.category": event.target.value })}
              >
                {categories.map((category) => (
                  <option key={category.key} value={category.key}>
                    {category.label[language]}
                  </option>
                ))}
              </select>
            )}
          </AdminField>
          <div className="admin-bilingual-pair">
            {languages.map((lang) => {
              const field = `challenges.0.text.${lang}` as const
              return (
                <AdminField
                  key={lang}
                  id={`pack-challenges-0-text-${lang}`}
                  label={t(languageLabelKey[lang])}
                  lang={lang}
                  error={form.errorOf(field)}
                  length={form.values[field].length}
                  max={adminTextMax.challenge}
                >
                  {(control) => <textarea {...control} {...form.bind(field)} lang={lang} rows={3} />}
                </AdminField>
              )
            })}
          </div>
        </fieldset>
      )}
    </AdminDialog>
  )
}
