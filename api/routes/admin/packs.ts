import { Effect, Schema } from "effect"
import { Hono } from "hono"
import { bodyLimit } from "hono/body-limit"
import type { AdminAnswer } from "#contract/admin-answers.ts"
import { PayloadTooLarge, UnsupportedMediaType } from "#contract/edge-errors.ts"
import { AdminChallenges } from "#core/admin/admin-challenges.ts"
import { AddChallengeInput, NewPackInput, PackChangeInput, PublicationInput } from "#core/admin/admin-inputs.ts"
import { AdminPacks } from "#core/admin/admin-packs.ts"
import { PackImport } from "#core/admin/pack-import.ts"
import { PackId } from "#core/domain/ids.ts"
import type { ApiEnv, AppDeps } from "../../api-env.ts"
import { decode, makeRun, readRouteBody, refuse } from "../../handle.ts"
import { actorOf } from "./admin-guard.ts"

/** The largest pack.json the import takes (the shipped base pack is about 40 KB). */
export const maxPackFileBytes = 1024 * 1024

const IdParam = Schema.Struct({ id: PackId })
const ImportQuery = Schema.Struct({
  name: Schema.optional(Schema.String.pipe(Schema.minLength(1), Schema.maxLength(200))),
  dryRun: Schema.optional(Schema.Literal("true", "false"))
})

/** Admin packs: list, create, read, edit, publish, import a pack.json, export one, add a challenge. See README.md beside this file. */
export const adminPackRoutes = (deps: AppDeps) => {
  const run = makeRun(deps.runtime)
  return new Hono<ApiEnv>()
    .get("/", async (c) => c.json({ packs: await run(Effect.flatMap(AdminPacks, (admin) => admin.listPacks)) } satisfies AdminAnswer<"GET /packs">))

    .post("/", async (c) => {
      const body = await readRouteBody(c, "POST /api/admin/packs", NewPackInput)
      return c.json({ pack: await run(Effect.flatMap(AdminPacks, (admin) => admin.createPack(body, actorOf(c)))) } satisfies AdminAnswer<"POST /packs">, 201)
    })

    .post("/import", bodyLimit({ maxSize: maxPackFileBytes, onError: () => refuse(new PayloadTooLarge({ maxBytes: maxPackFileBytes })) }), async (c) => {
      const query = decode(ImportQuery, c.req.query())
      const contentType = c.req.header("content-type") ?? ""
      if (!/^application\/(?:[\w.+-]+\+)?json\b/i.test(contentType)) refuse(new UnsupportedMediaType({ contentType }))
      const file = query.name ?? "pack.json"
      const text = await c.req.text()
      if (query.dryRun === "true") {
        return c.json({
          import: await run(Effect.flatMap(PackImport, (packs) => packs.checkFile(file, text))),
          dryRun: true
        } satisfies AdminAnswer<"POST /packs/import">)
      }
      const imported = await run(Effect.flatMap(PackImport, (packs) => packs.importFile(file, text, actorOf(c))))
      const packs = await run(Effect.flatMap(AdminPacks, (admin) => admin.listPacks))
      return c.json({ import: imported, pack: packs.find((pack) => pack.id === imported.id) ?? null } satisfies AdminAnswer<"POST /packs/import">)
    })

    .get("/:id", async (c) => {
      const { id } = decode(IdParam, c.req.param())
      return c.json({ pack: await run(Effect.flatMap(AdminPacks, (admin) => admin.getPack(id))) } satisfies AdminAnswer<"GET /packs/:id">)
    })

    .patch("/:id", async (c) => {
      const { id } = decode(IdParam, c.req.param())
      const body = await readRouteBody(c, "PATCH /api/admin/packs/:id", PackChangeInput)
      return c.json({
        pack: await run(Effect.flatMap(AdminPacks, (admin) => admin.updatePack(id, body, actorOf(c))))
      } satisfies AdminAnswer<"PATCH /packs/:id">)
    })

    .put("/:id/published", async (c) => {
      const { id } = decode(IdParam, c.req.param())
      const body = await readRouteBody(c, "PUT /api/admin/packs/:id/published", PublicationInput)
      return c.json({
        pack: await run(Effect.flatMap(AdminPacks, (admin) => admin.setPublished(id, body.published, actorOf(c))))
      } satisfies AdminAnswer<"PUT /packs/:id/published">)
    })

    .get("/:id/export", async (c) => {
      const { id } = decode(IdParam, c.req.param())
      const text = await run(Effect.flatMap(PackImport, (packs) => packs.exportPack(id)))
      c.header("content-disposition", `attachment; filename="pack.json"`)
      return c.body(text, 200, { "content-type": "application/json; charset=utf-8" })
    })

    .post("/:id/challenges", async (c) => {
      const { id } = decode(IdParam, c.req.param())
      const body = await readRouteBody(c, "POST /api/admin/packs/:id/challenges", AddChallengeInput)
      return c.json(
        {
          challenge: await run(Effect.flatMap(AdminChallenges, (admin) => admin.addChallenge(id, body, actorOf(c))))
        } satisfies AdminAnswer<"POST /packs/:id/challenges">,
        201
      )
    })
}
