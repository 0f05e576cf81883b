import { Effect, Either } from "effect"
import type { PackId } from "../domain/ids.ts"
import { encodePackFile } from "../packs/encode-pack.ts"
import { clashRule, packClashes } from "../packs/pack-clashes.ts"
import { checkPackRules } from "../packs/pack-rules.ts"
import type { Pack, PackTag } from "../packs/pack-schema.ts"
import type { LoadedPack } from "../packs/pack-set.ts"
import { formatJsonPath, parsePack } from "../packs/parse-pack.ts"
import type { AuditActor } from "../ports/audit-repository.ts"
import { byId, OlderVersion, PackRepository, type UpsertOutcome, upsertOutcome } from "../ports/pack-repository.ts"
import { TagRepository } from "../ports/tag-repository.ts"
import { AdminAudit } from "./admin-audit.ts"
import { PackInvalid, type PackProblemAt } from "./admin-errors.ts"
import { type ImportOutcome, storesPack } from "./import-outcome.ts"

/**
 * The problems of the packs about to be stored against the packs that stay in the store (`others`) and
 * the registered tags: the rules of packClashes (a challenge id another pack uses, a tag id another pack
 * or the registry names otherwise, a product id that already unlocks another pack). Said like
 * `allez packs validate` says its own.
 */
export const clashesWithStore = (
  incoming: ReadonlyArray<LoadedPack>,
  others: ReadonlyArray<Pack>,
  registered: ReadonlyArray<PackTag>
): ReadonlyArray<PackProblemAt> =>
  packClashes(
    incoming.map(({ file, pack }) => ({ where: `the pack "${pack.id}" (${file})`, pack, file })),
    byId(others).map((pack) => ({ where: `the stored pack "${pack.id}"`, pack })),
    { where: "the registered tags", tags: registered }
  ).map(({ at, clash }) => ({ file: at.file, path: formatJsonPath(clash.path), rule: clashRule(clash, (holder) => holder.where) }))

/** The problems of a pack file as the import reports them, labelled with `file`. */
const problemsIn = (
  file: string,
  problems: ReadonlyArray<{ readonly path: ReadonlyArray<PropertyKey>; readonly rule: string }>
): ReadonlyArray<PackProblemAt> => problems.map((problem) => ({ file, path: formatJsonPath(problem.path), rule: problem.rule }))

/**
 * Loading packs into the store: the one code path of the server's start-up, `allez packs import` and
 * the admin area's import, and of exporting a stored pack as a pack.json.
 */
export class PackImport extends Effect.Service<PackImport>()("Admin/PackImport", {
  effect: Effect.gen(function* () {
    const packs = yield* PackRepository
    const tags = yield* TagRepository
    const audit = yield* AdminAudit

    /**
     * What importing would do to each pack, or every problem when one would be refused: a pack it would
     * store breaks a content rule (core's checkPackRules, texts compared with the packs that stay), or
     * clashes with the store.
     */
    const plan = (loaded: ReadonlyArray<LoadedPack>) =>
      Effect.gen(function* () {
        const stored = new Map((yield* packs.list).map((pack) => [pack.id as string, pack]))
        const planned = loaded.map((each) => ({ each, planned: upsertOutcome(stored.get(each.pack.id), each.pack) }))
        const taking = planned.filter(({ planned }) => storesPack(planned)).map(({ each }) => each)
        const takenIds = new Set<string>(taking.map(({ pack }) => pack.id))
        const staying = [...stored.values()].filter((pack) => !takenIds.has(pack.id))
        const problems = [
          ...checkPackRules(
            taking,
            staying.map((pack) => ({ file: `the stored pack "${pack.id}"`, pack }))
          ).map(({ file, path, rule }) => ({ file, path: formatJsonPath(path), rule })),
          ...clashesWithStore(taking, staying, yield* tags.list)
        ]
        if (problems.length > 0) return yield* new PackInvalid({ problems })
        return { stored, planned }
      })

    /** An outcome as the import reports it. */
    const outcomeOf = (file: string, pack: Pack, before: Pack | undefined, written: UpsertOutcome | OlderVersion): ImportOutcome => {
      const base = { id: pack.id, version: pack.version, file }
      if (written instanceof OlderVersion) return { ...base, outcome: "kept-newer", previous: written.stored }
      if (written === "replaced" && before !== undefined) return { ...base, outcome: "replaced", previous: before.version }
      if (written === "unchanged") return { ...base, outcome: "unchanged", differs: before !== undefined && encodePackFile(before) !== encodePackFile(pack) }
      return { ...base, outcome: written }
    }

    /**
     * Imports checked packs (read by the packs-fs adapter, or parsed from an upload), all or nothing:
     * when one would break a content rule or clash with the store, nothing is stored and every problem comes back. Otherwise each
     * pack is added, replaces an older version, changes nothing at the same version, or is kept out by a
     * newer stored version, in order; `onOutcome` hears each as it happens. With an actor, what changed
     * the store is audited.
     */
    const importPacks = (
      loaded: ReadonlyArray<LoadedPack>,
      options: { readonly actor?: AuditActor; readonly onOutcome?: (outcome: ImportOutcome) => Effect.Effect<void> } = {}
    ): Effect.Effect<ReadonlyArray<ImportOutcome>, PackInvalid> =>
      Effect.gen(function* () {
        const { stored } = yield* plan(loaded)
        const outcomes: Array<ImportOutcome> = []
        for (const { file, pack } of loaded) {
          // The upsert decides again, atomically: a write since the plan is reported as it really went.
          const written = yield* packs.upsert(pack).pipe(
            Effect.map((outcome): UpsertOutcome | OlderVersion => outcome),
            Effect.catchTag("OlderVersion", (older) => Effect.succeed(older))
          )
          const outcome = outcomeOf(file, pack, stored.get(pack.id), written)
          if (options.actor !== undefined && storesPack(outcome.outcome)) {
            yield* audit.record(options.actor, "pack.import", `pack:${pack.id}`, {
              file,
              outcome: outcome.outcome,
              version: pack.version,
              previous: outcome.previous ?? null
            })
          }
          if (options.onOutcome !== undefined) yield* options.onOutcome(outcome)
          outcomes.push(outcome)
        }
        return outcomes
      })

    /** The pack in a pack.json text, or its problems labelled with `file`. */
    const parse = (file: string, jsonText: string): Effect.Effect<Pack, PackInvalid> =>
      Either.match(parsePack(jsonText), {
        onLeft: (problems) => Effect.fail(new PackInvalid({ problems: problemsIn(file, problems) })),
        onRight: Effect.succeed
      })

    return {
      importPacks,

      /** Imports one pack.json text (an upload named `file`) with the validator of `allez packs validate`. */
      importFile: (file: string, jsonText: string, actor: AuditActor) =>
        Effect.flatMap(parse(file, jsonText), (pack) =>
          Effect.map(importPacks([{ file, folder: pack.id, pack }], { actor }), (outcomes) => outcomes[0] as ImportOutcome)
        ),

      /** What importing one pack.json text would do, without storing anything: its outcome, or its problems. */
      checkFile: (file: string, jsonText: string) =>
        Effect.gen(function* () {
          const pack = yield* parse(file, jsonText)
          const { stored, planned } = yield* plan([{ file, folder: pack.id, pack }])
          const [first] = planned
          return outcomeOf(file, pack, stored.get(pack.id), first === undefined ? "unchanged" : first.planned)
        }),

      /** A stored pack as the text of its pack.json (valid by `allez packs validate`). */
      exportPack: (id: PackId) => Effect.map(packs.get(id), encodePackFile)
    }
  }),
  dependencies: [AdminAudit.Default]
}) {}
