import { Cause, Effect, Exit } from "effect"
import { Hono } from "hono"
import type { RouteAnswer } from "#contract/routes.ts"
import { StoreStatus } from "#core/ports/store-status.ts"
import type { ApiEnv, AppDeps } from "../api-env.ts"

/** Liveness: answers as long as the process serves requests. */
export const healthRoutes = () => new Hono<ApiEnv>().get("/", (c) => c.json({ status: "ok" } satisfies RouteAnswer<"GET /api/health">))

/** How long readiness waits for the store before saying it does not answer. */
const storeTimeoutMs = 2_000

/**
 * Readiness, for the proxy and orchestrators: 200 when the store answers a real query now; 503 with
 * a reason when it does not, when it is too slow, or when this server is stopping (so the proxy sends
 * new requests elsewhere). The details stay in the log: the answer is public.
 */
export const readyRoutes = (deps: AppDeps) =>
  new Hono<ApiEnv>().get("/", async (c) => {
    c.header("Cache-Control", "no-store")
    const unavailable = (reason: "stopping" | "store-unreachable" | "store-timeout", detail: string) =>
      c.json({ status: "unavailable", reason, detail } satisfies RouteAnswer<"GET /api/ready">, 503)
    if (deps.stopping?.aborted === true) return unavailable("stopping", "this server is stopping; new requests go to another one")
    const exit = await deps.runtime
      .runPromiseExit(
        Effect.flatMap(StoreStatus, (store) => store.check).pipe(Effect.timeoutFail({ duration: storeTimeoutMs, onTimeout: () => "timeout" as const }))
      )
      .catch((error: unknown) => Exit.die(error))
    if (Exit.isSuccess(exit)) return c.json({ status: "ready" } satisfies RouteAnswer<"GET /api/ready">)
    if (Cause.failureOption(exit.cause)._tag === "Some") return unavailable("store-timeout", `the store did not answer within ${storeTimeoutMs / 1000} s`)
    deps.log({ level: "error", msg: "not ready: the store does not answer", requestId: c.get("requestId"), error: String(Cause.squash(exit.cause)) })
    return unavailable("store-unreachable", "the store does not answer")
  })
