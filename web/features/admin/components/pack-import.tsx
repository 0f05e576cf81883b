import { Schema } from "effect"
import { type DragEvent, useId, useRef, useState } from "react"
import { type ImportOutcome, PackProblem, type PackSummary } from "#contract/admin-answers.ts"
import { storesPack } from "#core/admin/import-outcome.ts"
import { Icon } from "#web/components/icons.tsx"
import { showToast, toastSuccess } from "#web/lib/state/toasts.ts"
import { useTranslation } from "#web/lib/use-translation.ts"
import { refusalExtra } from "../api/admin-answer.ts"
import { importPackFile } from "../api/import-pack-file.ts"
import { type PlacedProblem, placeProblems } from "../pack-problems.ts"
import { useAdminFailure } from "../use-admin-failure.ts"
import { AdminIcon } from "./admin-icons.tsx"

/** The largest pack.json the API takes (api/routes/admin/packs.ts). */
const maxFileBytes = 1024 * 1024

type Check =
  | { readonly status: "idle" }
  | { readonly status: "checking" }
  | { readonly status: "ready"; readonly outcome: ImportOutcome }
  | { readonly status: "invalid"; readonly summary: string; readonly problems: ReadonlyArray<PlacedProblem> }
  | { readonly status: "failed"; readonly text: string }

/**
 * Importing a pack.json: the file is checked at once by the API's import (the code path of
 * `allez packs import` and of the server's start-up), its problems shown one per JSON path with what
 * the file holds there; a file that passes is then imported on request.
 */
export const PackImport = ({ onImported, onClose }: { onImported: (pack: PackSummary | null) => void; onClose: () => void }) => {
  const { t } = useTranslation()
  const report = useAdminFailure()
  const inputId = useId()
  const input = useRef<HTMLInputElement>(null)
  const [file, setFile] = useState<{ readonly name: string; readonly text: string } | null>(null)
  const [check, setCheck] = useState<Check>({ status: "idle" })
  const [isImporting, setImporting] = useState(false)
  const [isDragging, setDragging] = useState(false)

  const choose = async (chosen: File | undefined) => {
    if (chosen === undefined) return
    if (chosen.size > maxFileBytes) {
      setFile(null)
      setCheck({ status: "failed", text: t("admin.import.tooLarge", { name: chosen.name }) })
      return
    }
    const text = await chosen.text()
    setFile({ name: chosen.name, text })
    setCheck({ status: "checking" })
    const answer = await importPackFile(chosen.name, text, true)
    if (answer.ok) {
      setCheck({ status: "ready", outcome: answer.value.outcome })
      return
    }
    const problems = refusalExtra(answer.failure, "problems", Schema.Array(PackProblem))
    if (answer.failure.code === "pack-invalid" && problems !== undefined) {
      setCheck({ status: "invalid", summary: answer.failure.message ?? t("admin.import.invalid"), problems: placeProblems(problems, text) })
      return
    }
    setCheck({ status: "failed", text: answer.failure.message ?? t(answer.failure.status === 0 ? "admin.failure.offline" : "admin.import.checkFailed") })
    if (answer.failure.status === 401 || answer.failure.status === 403) report(answer.failure)
  }

  const runImport = async () => {
    if (file === null || check.status !== "ready") return
    setImporting(true)
    const answer = await importPackFile(file.name, file.text, false)
    setImporting(false)
    if (!answer.ok) {
      report(answer.failure, "admin.import.failed")
      return
    }
    const { outcome, pack } = answer.value
    if (storesPack(outcome.outcome))
      toastSuccess(`admin.import.done.${outcome.outcome}`, { pack: outcome.id, version: outcome.version, previous: outcome.previous ?? "" })
    else
      showToast("info", {
        key: `admin.import.done.${outcome.outcome}`,
        params: { pack: outcome.id, version: outcome.version, previous: outcome.previous ?? "" }
      })
    setFile(null)
    setCheck({ status: "idle" })
    if (input.current !== null) input.current.value = ""
    onImported(pack)
  }

  const drop = (event: DragEvent<HTMLLabelElement>) => {
    event.preventDefault()
    setDragging(false)
    void choose(event.dataTransfer.files[0])
  }

  return (
    <section className="admin-card admin-import" aria-labelledby="import-title">
      <div className="admin-card-header">
        <h2 id="import-title">{t("admin.import.title")}</h2>
        <button type="button" className="icon-button" onClick={onClose}>
          <Icon name="close" size={20} />
          <span className="visually-hidden">{t("admin.import.close")}</span>
        </button>
      </div>
      <p className="admin-muted">{t("admin.import.lead")}</p>
      <input
        ref={input}
        id={inputId}
        className="admin-file-input"
        type="file"
        accept=".json,application/json"
        onChange={(event) => void choose(event.target.files?.[0])}
      />
      <label
        htmlFor={inputId}
        className={`admin-dropzone${isDragging ? " is-dragging" : ""}`}
        onDragOver={(event) => {
          event.preventDefault()
          setDragging(true)
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
      >
        <AdminIcon name="upload" size={28} />
        <span className="admin-dropzone-text">{file === null ? t("admin.import.choose") : t("admin.import.chosen", { name: file.name })}</span>
        <span className="admin-muted">{t("admin.import.chooseHint")}</span>
      </label>

      <div aria-live="polite">
        {check.status === "checking" && (
          <p className="admin-notice" role="status">
            <span className="admin-spinner" aria-hidden="true" /> {t("admin.import.checking")}
          </p>
        )}
        {check.status === "failed" && (
          <p className="admin-notice is-danger" role="alert">
            <Icon name="alert" size={20} /> {check.text}
          </p>
        )}
        {check.status === "invalid" && (
          <div className="admin-problems" role="alert">
            <p className="admin-problems-summary">
              <Icon name="alert" size={20} /> {check.summary}
            </p>
            <ul className="admin-problem-list">
              {check.problems.map((problem, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: one check's problems, replaced whole and never reordered; two may share a path
                <li key={`${problem.path}-${index}`} className="admin-problem">
                  <p className="admin-problem-where">
                    <code>{problem.path === "" ? t("admin.import.wholeFile") : problem.path}</code>
                    {problem.owner !== undefined && <span className="admin-muted">{t("admin.import.in", { id: problem.owner })}</span>}
                  </p>
                  <p className="admin-problem-rule">{problem.rule}</p>
                  {problem.value !== undefined && (
                    <p className="admin-problem-value">
                      {t("admin.import.found")} <code>{problem.value}</code>
                    </p>
                  )}
                </li>
              ))}
            </ul>
            <p className="admin-muted">{t("admin.import.fixHint")}</p>
          </div>
        )}
        {check.status === "ready" && (
          <div className={`admin-notice ${storesPack(check.outcome.outcome) ? "is-ok" : "is-warning"}`} role="status">
            <Icon name={storesPack(check.outcome.outcome) ? "check" : "info"} size={20} />
            <div>
              <p>
                {t(`admin.import.check.${check.outcome.outcome}`, {
                  pack: check.outcome.id,
                  version: check.outcome.version,
                  previous: check.outcome.previous ?? ""
                })}
              </p>
              {check.outcome.differs === true && <p>{t("admin.import.differs", { pack: check.outcome.id })}</p>}
            </div>
          </div>
        )}
      </div>
      {check.status === "ready" && storesPack(check.outcome.outcome) && (
        <div className="admin-card-actions">
          <button type="button" className="button button-primary" onClick={() => void runImport()} disabled={isImporting}>
            {isImporting ? <span className="admin-spinner" aria-hidden="true" /> : <AdminIcon name="upload" size={18} />}
            {t("admin.import.run", { pack: check.outcome.id })}
          </button>
        </div>
      )}
    </section>
  )
}
