import { Effect, Either } from "effect"
import { RateLimiter } from "../ports/rate-limiter.ts"
import { TooManyAttempts } from "./auth-errors.ts"
import { attemptBudgets, signInBackOff, usualAddressMs } from "./auth-policy.ts"

/** An account as the throttles key it: its e-mail, trimmed and lower-cased. */
const accountKey = (email: string) => email.trim().toLowerCase()

const usualAddressesOf = (email: string) => `usual-addresses:${accountKey(email)}`

/** Remembers that the account signed in from `address`: one of its owner's usual addresses from now on. */
export const rememberUsualAddress = (email: string, address: string) =>
  Effect.flatMap(RateLimiter, (limiter) => limiter.remember(usualAddressesOf(email), address, usualAddressMs))

const isUsualAddress = (email: string, address: string) => Effect.flatMap(RateLimiter, (limiter) => limiter.isRemembered(usualAddressesOf(email), address))

/**
 * Runs a password sign-in under the failure throttles (auth-policy's `signInBackOff`): refused with
 * TooManyAttempts while one of them makes the caller wait, counted as a failure before it runs (so
 * concurrent guesses cannot all slip through), and taken back when the password was right. A success
 * forgets the failures of this account from this address and makes the address one of its usual
 * ones, which strangers' failures on the account never block.
 *
 * Once any of those throttles holds a failure (this account from this address, this address, or this
 * account from addresses it never signed in from), `proveHuman` must pass before the password is
 * tried: a human check after the first failure, so a script pays a proof of work for each guess.
 */
export const throttledSignIn = <A, E, R, E2, R2>(email: string, address: string, signIn: Effect.Effect<A, E, R>, proveHuman: Effect.Effect<void, E2, R2>) =>
  Effect.gen(function* () {
    const limiter = yield* RateLimiter
    const account = accountKey(email)
    const keys = [
      { key: `sign-in:account+address:${account}:${address}`, backOff: signInBackOff.perAccountAndAddress },
      { key: `sign-in:address:${address}`, backOff: signInBackOff.perAddress },
      ...((yield* isUsualAddress(email, address)) ? [] : [{ key: `sign-in:account:${account}`, backOff: signInBackOff.perAccount }])
    ]
    const waits = yield* Effect.forEach(keys, ({ key, backOff }) => limiter.waitFor(key, backOff))
    const wait = Math.max(0, ...waits)
    if (wait > 0) return yield* new TooManyAttempts({ retryAfterSeconds: Math.ceil(wait / 1000) })
    const failures = yield* Effect.forEach(keys, ({ key }) => limiter.failuresOf(key))
    // The failure is counted right after the check, before anything that waits (the proof is checked
    // asynchronously): otherwise concurrent guesses would all pass the check before any was counted.
    yield* Effect.forEach(keys, ({ key, backOff }) => limiter.addFailure(key, backOff))
    if (failures.some((count) => count > 0)) yield* Effect.tapError(proveHuman, () => Effect.forEach(keys, ({ key }) => limiter.removeFailure(key)))
    const outcome = yield* Effect.either(signIn)
    if (Either.isRight(outcome)) {
      yield* Effect.forEach(keys, ({ key }, index) => (index === 0 ? limiter.clearFailures(key) : limiter.removeFailure(key)))
      yield* rememberUsualAddress(email, address)
    }
    return yield* outcome
  })

/**
 * True when a reset e-mail for this account may be sent for a request from `address`: at most 3 an
 * hour per account and address, and 10 an hour per account from addresses it never signed in from,
 * so strangers can neither flood its owner's mailbox nor use up the owner's own budget. The caller
 * answers the same either way.
 */
export const mayMailReset = (email: string, address: string) =>
  Effect.gen(function* () {
    const limiter = yield* RateLimiter
    const account = accountKey(email)
    const { limit, windowMs } = attemptBudgets.resetPerAccountAndAddress
    if (!(yield* limiter.attempt(`reset:account+address:${account}:${address}`, limit, windowMs))) return false
    if (yield* isUsualAddress(email, address)) return true
    return yield* limiter.attempt(`reset:account:${account}`, attemptBudgets.resetPerAccount.limit, attemptBudgets.resetPerAccount.windowMs)
  })
