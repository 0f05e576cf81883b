import { Effect, Schema } from "effect"
import { AdminPacks } from "#core/admin/admin-packs.ts"
import { PackImport } from "#core/admin/pack-import.ts"
import { PackId } from "#core/domain/ids.ts"
import type { Language } from "#core/domain/language.ts"
import { type CliServices, printError } from "../cli-services.ts"
import { failWith, writeOutputFile } from "../command-support.ts"
import { type ExitCode, exitCode } from "../exit-code.ts"
import { chooseLanguage } from "../language.ts"
import { cliText } from "../messages.ts"
import { openStoreOrSay, settle } from "../store-failure.ts"

/**
 * `allez packs export <id> [--out file]`: the stored pack as a pack.json (with `"$schema": "../pack.schema.json"`,
 * valid by `packs validate`), on stdout or into the file, so packs edited in the admin area can be committed to packs/.
 */
export const runPacksExport = async (
  id: string,
  flags: { readonly out?: string | undefined; readonly lang?: Language | undefined },
  services: CliServices
): Promise<ExitCode> => {
  const language = chooseLanguage(flags.lang, services.env)
  const packId = Schema.decodeUnknownOption(PackId)(id)
  if (packId._tag === "None") {
    printError(services, language, cliText(language, "usage.packId", { value: id }))
    return exitCode.usage
  }
  const store = openStoreOrSay(services, language)
  if (store === undefined) return exitCode.failed
  const exit = await store.run(
    Effect.flatMap(PackImport, (packs) => packs.exportPack(packId.value)).pipe(
      Effect.map((text) => ({ found: true, text }) as const),
      Effect.catchTag("PackNotFound", () =>
        Effect.map(
          Effect.flatMap(AdminPacks, (admin) => admin.listPacks),
          (packs) => ({ found: false, stored: packs.map((pack) => pack.id) }) as const
        )
      )
    )
  )
  const exported = settle(exit, services, language, store, { onSuccess: (value) => value, onFailure: (never) => never })
  if (typeof exported === "number") return exported
  if (!exported.found)
    return failWith(
      services,
      language,
      cliText(language, "packs.export.notFound", { pack: id, store: store.where, packs: exported.stored.length === 0 ? "—" : exported.stored.join(", ") })
    )
  if (flags.out === undefined) {
    services.stdout.write(exported.text)
    return exitCode.ok
  }
  if (!(await writeOutputFile(services, language, flags.out, exported.text))) return exitCode.failed
  const version = (JSON.parse(exported.text) as { readonly version?: string }).version ?? ""
  services.stdout.write(`${cliText(language, "packs.export.written", { pack: id, version, file: flags.out })}\n`)
  return exitCode.ok
}
