import { Hono } from "hono"
import type { ApiEnv } from "../api-env.ts"

/** Liveness: answers as long as the process serves requests. */
export const healthRoutes = () => new Hono<ApiEnv>().get("/", (c) => c.json({ status: "ok" }))
