import { Effect } from "effect"
import { Hono } from "hono"
import type { RouteAnswer } from "#contract/routes.ts"
import { DataRights, exportBudget } from "#core/account/data-rights.ts"
import { message } from "#core/domain/message.ts"
import type { ApiEnv } from "../api-env.ts"
import { describe } from "../api-messages.ts"
import type { AuthDeps } from "../auth/auth-deps.ts"
import { passHumanCheck, spendAttempt } from "../auth/guards.ts"
import type { LiveStreams } from "../auth/live-streams.ts"
import { clearSessionCookie, currentSession, forgetSession } from "../auth/session-cookie.ts"
import { makeRun } from "../handle.ts"
import { signedIn } from "../middleware/session.ts"

/** The export file's name: the app's, the date, nothing about the person. */
const exportFileName = (exportedAt: string) => `allez-data-${exportedAt.slice(0, 10)}.json`

/**
 * The signed-in person's rights over their data: the export (one JSON file) and the deletion of the
 * account. Both are settings actions behind the human check (`user_action`); the export is limited
 * per account, the deletion needs a recent sign-in and signs the person out.
 */
export const meDataRoutes = (deps: AuthDeps, liveStreams: LiveStreams) => {
  const run = makeRun(deps.runtime)
  return new Hono<ApiEnv>()
    .post("/export", async (c) => {
      const user = signedIn(c)
      await run(passHumanCheck(c, "user_action"))
      await run(spendAttempt(`export:account:${user.id}`, exportBudget))
      const exported = await run(Effect.flatMap(DataRights, (rights) => rights.exportOwn(user)))
      c.header("Content-Disposition", `attachment; filename="${exportFileName(exported.exportedAt)}"`)
      c.header("Cache-Control", "no-store")
      return c.json(exported satisfies RouteAnswer<"POST /api/me/export">)
    })

    .post("/delete-account", async (c) => {
      const user = signedIn(c)
      const session = currentSession(c)
      await run(passHumanCheck(c, "user_action"))
      await run(Effect.flatMap(DataRights, (rights) => rights.deleteOwn(user, session)))
      await liveStreams.recheck(user.id)
      forgetSession(c)
      clearSessionCookie(c, deps)
      return c.json({
        status: "deleted",
        message: describe(c.get("language"), message("account.deleted"))
      } satisfies RouteAnswer<"POST /api/me/delete-account">)
    })
}
