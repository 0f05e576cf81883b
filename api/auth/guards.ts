import { Effect } from "effect"
import type { Context } from "hono"
import { TooManyAttempts } from "#core/auth/auth-errors.ts"
import type { AttemptBudget } from "#core/auth/auth-policy.ts"
import { HumanCheck, type HumanCheckAction, type HumanCheckFailed, HumanCheckRequired } from "#core/ports/human-check.ts"
import { RateLimiter } from "#core/ports/rate-limiter.ts"
import type { ApiEnv } from "../api-env.ts"

/** The header that carries the ALTCHA payload (base64 JSON of challenge and solution). */
export const humanCheckHeader = "x-human-check"

/** Fails with TooManyAttempts when the key has used up its budget (the attempt is counted either way). */
export const spendAttempt = (key: string, budget: AttemptBudget) =>
  Effect.flatMap(RateLimiter, (limiter) => limiter.attempt(key, budget.limit, budget.windowMs)).pipe(
    Effect.filterOrFail(
      (allowed) => allowed,
      () => new TooManyAttempts({ retryAfterSeconds: Math.ceil(budget.windowMs / 1000) })
    ),
    Effect.asVoid
  )

/** Accepts the request's human-check token for `action` once, or fails with HumanCheckFailed (no token is an empty one). */
export const passHumanCheck = (c: Context<ApiEnv>, action: HumanCheckAction) =>
  Effect.flatMap(HumanCheck, (check) => check.verify(c.req.header(humanCheckHeader) ?? "", action))

/**
 * For an action that needs a proof only at times (a sign-in after failures): none sent fails with
 * HumanCheckRequired, which tells the page to solve one and try again; a sent one is checked as usual.
 */
export const passRequiredHumanCheck = (c: Context<ApiEnv>, action: HumanCheckAction): Effect.Effect<void, HumanCheckFailed | HumanCheckRequired, HumanCheck> =>
  (c.req.header(humanCheckHeader) ?? "") === "" ? Effect.fail(new HumanCheckRequired({ action })) : passHumanCheck(c, action)
