import { Effect } from "effect"
import type { Context } from "hono"
import { TooManyAttempts } from "#core/auth/auth-errors.ts"
import type { AttemptBudget } from "#core/auth/auth-policy.ts"
import { HumanCheck, type HumanCheckAction, type HumanCheckFailed, HumanCheckRequired } from "#core/ports/human-check.ts"
import { type BackOff, RateLimiter } from "#core/ports/rate-limiter.ts"
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

/**
 * Failed human checks an address may send before it must wait: each one that reaches the key
 * derivation costs the server 20,000 PBKDF2 iterations, so a flood of wrong solutions slowed every
 * sign-in. Ten are free (a person mistyping is not the case: the browser solves it), then the wait
 * doubles from 10 s to 10 minutes.
 */
export const humanCheckFailures: BackOff = { freeFailures: 10, firstWaitMs: 10_000, maxWaitMs: 10 * 60_000, forgetAfterMs: 60 * 60_000 }

/**
 * Accepts the request's human-check token for `action` once, or fails with HumanCheckFailed (no token
 * is an empty one). An address past its budget of failed checks is refused before anything is derived.
 */
export const passHumanCheck = (c: Context<ApiEnv>, action: HumanCheckAction) => {
  const key = `human-check:ip:${c.get("clientAddress") ?? "unknown"}`
  return Effect.gen(function* () {
    const limiter = yield* RateLimiter
    const wait = yield* limiter.waitFor(key, humanCheckFailures)
    if (wait > 0) return yield* new TooManyAttempts({ retryAfterSeconds: Math.ceil(wait / 1000) })
    yield* Effect.flatMap(HumanCheck, (check) => check.verify(c.req.header(humanCheckHeader) ?? "", action)).pipe(
      Effect.tapError(() => limiter.addFailure(key, humanCheckFailures))
    )
  })
}

/**
 * For an action that needs a proof only at times (a sign-in after failures): none sent fails with
 * HumanCheckRequired, which tells the page to solve one and try again; a sent one is checked as usual.
 */
export const passRequiredHumanCheck = (
  c: Context<ApiEnv>,
  action: HumanCheckAction
): Effect.Effect<void, HumanCheckFailed | HumanCheckRequired | TooManyAttempts, HumanCheck | RateLimiter> =>
  (c.req.header(humanCheckHeader) ?? "") === "" ? Effect.fail(new HumanCheckRequired({ action })) : passHumanCheck(c, action)
