import { Link } from "wouter"
import type { AdminCategory, AdminTag, Challenge, TranslationStatus } from "#contract/admin-answers.ts"
import { languages } from "#core/domain/language.ts"
import { pathFor } from "#core/navigation/routes.ts"
import { Icon } from "#web/components/icons.tsx"
import { useTranslation } from "#web/lib/use-translation.ts"
import { useLanguage } from "../use-language.ts"
import { Badge } from "./admin-screen.tsx"

/** A challenge row: the challenge, and where it belongs when the table spans packs. */
export interface ChallengeRow {
  readonly challenge: Challenge
  readonly pack?: { readonly id: string; readonly name: { readonly fr: string; readonly en: string }; readonly published: boolean }
  readonly translation?: TranslationStatus
}

const translationTone = { "missing-fr": "danger", "missing-en": "danger", "missing-both": "danger", identical: "warning" } as const

/**
 * Challenges as a dense table on a wide screen (cards on a phone): id (with the styles a card is
 * limited to and the players it needs, when it says), category, the French and English texts side by
 * side, tags, time limit, and the edit and delete actions.
 */
export const ChallengeTable = ({
  rows,
  categories,
  tags,
  highlighted,
  onEdit,
  onDelete
}: {
  rows: ReadonlyArray<ChallengeRow>
  categories: ReadonlyArray<AdminCategory>
  tags: ReadonlyArray<AdminTag>
  highlighted?: string | null
  onEdit: (row: ChallengeRow) => void
  onDelete?: (row: ChallengeRow) => void
}) => {
  const { t } = useTranslation()
  const language = useLanguage()
  const categoryName = (key: string) => categories.find((category) => category.key === key)?.label[language] ?? t(`category.${key}`)
  const tagName = (id: string) => tags.find((tag) => tag.id === id)?.name[language] ?? id
  const hasPacks = rows.some((row) => row.pack !== undefined)
  return (
    <table className="admin-table admin-challenge-table">
      <thead>
        <tr>
          <th scope="col">{t("admin.challenges.col.id")}</th>
          {hasPacks && <th scope="col">{t("admin.challenges.col.pack")}</th>}
          <th scope="col">{t("admin.challenges.col.category")}</th>
          {languages.map((lang) => (
            <th key={lang} scope="col" className="admin-col-text">
              {t(`admin.challenges.col.text.${lang}`)}
            </th>
          ))}
          <th scope="col">{t("admin.challenges.col.tags")}</th>
          <th scope="col" className="is-number">
            {t("admin.challenges.col.time")}
          </th>
          <th scope="col">
            <span className="visually-hidden">{t("admin.packs.col.actions")}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => {
          const { challenge } = row
          return (
            <tr key={challenge.id} id={`challenge-${challenge.id}`} className={highlighted === challenge.id ? "is-highlighted" : undefined}>
              <th scope="row" className="admin-cell-title">
                <code className="admin-challenge-id">{challenge.id}</code>
                {row.translation !== undefined && row.translation !== "complete" && (
                  <Badge tone={translationTone[row.translation]}>{t(`admin.translation.${row.translation}`)}</Badge>
                )}
                {challenge.styles !== undefined && (
                  <Badge tone="info">
                    {t("admin.challenges.onlyStyles", { styles: challenge.styles.map((style) => t(`admin.challenge.style.${style}`)).join(", ") })}
                  </Badge>
                )}
                {challenge.minPlayers !== undefined && <Badge tone="violet">{t("admin.challenges.minPlayers", { players: challenge.minPlayers })}</Badge>}
              </th>
              {hasPacks && (
                <td data-label={t("admin.challenges.col.pack")}>
                  {row.pack !== undefined && (
                    <Link href={`${pathFor("admin-pack", { id: row.pack.id })}#challenge-${challenge.id}`}>{row.pack.name[language]}</Link>
                  )}
                </td>
              )}
              <td data-label={t("admin.challenges.col.category")}>{categoryName(challenge.category)}</td>
              {languages.map((lang) => (
                <td key={lang} data-label={t(`admin.challenges.col.text.${lang}`)} lang={lang} className="admin-col-text">
                  {challenge.text[lang].trim() === "" ? <span className="admin-muted">{t("admin.challenges.noText")}</span> : challenge.text[lang]}
                </td>
              ))}
              <td data-label={t("admin.challenges.col.tags")}>
                {challenge.tags.length === 0 ? (
                  <span className="admin-muted">—</span>
                ) : (
                  <ul className="admin-tag-list">
                    {challenge.tags.map((tag) => (
                      <li key={tag}>{tagName(tag)}</li>
                    ))}
                  </ul>
                )}
              </td>
              <td data-label={t("admin.challenges.col.time")} className="is-number">
                {challenge.timer === undefined ? (
                  <span className="admin-muted">—</span>
                ) : (
                  t(`admin.challenges.timer.${challenge.timer.meaning}`, { seconds: challenge.timer.seconds })
                )}
              </td>
              <td className="admin-row-actions">
                <button
                  type="button"
                  className="button button-ghost button-small"
                  onClick={() => onEdit(row)}
                  title={t("admin.challenge.editLabel", { challenge: challenge.id })}
                  aria-label={t("admin.challenge.editLabel", { challenge: challenge.id })}
                >
                  <Icon name="edit" size={16} /> <span className="admin-action-text">{t("admin.action.edit")}</span>
                </button>
                {onDelete !== undefined && (
                  <button
                    type="button"
                    className="button button-ghost button-small admin-danger-text"
                    onClick={() => onDelete(row)}
                    title={t("admin.challenge.deleteLabel", { challenge: challenge.id })}
                    aria-label={t("admin.challenge.deleteLabel", { challenge: challenge.id })}
                  >
                    <Icon name="trash" size={16} /> <span className="admin-action-text">{t("admin.action.delete")}</span>
                  </button>
                )}
              </td>
            </tr>
          )
        })}
      </tbody>
    </table>
  )
}
