import type { Challenge } from "altcha-lib"
import type { HumanCheckAction } from "#core/ports/human-check.ts"
import { routeUrl } from "./api/answer.ts"

export type { HumanCheckAction }

/** The outcome of a human check: the proof to send with the request, or a failure (unreachable server, timeout, abort). */
export type HumanCheckResult = { readonly ok: true; readonly proof: string } | { readonly ok: false }

/** The request header the API reads the proof from (api/auth/guards.ts). */
export const humanCheckHeader = "x-human-check"

/** The headers that carry a proof, for `send(route, { headers })` (lib/api/call.ts) or `fetch`. */
export const humanCheckHeaders = (proof: string): Readonly<Record<string, string>> => ({ [humanCheckHeader]: proof })

/** The longest a proof of work may take before the check counts as failed. */
const timeoutMs = 60_000

const fetchChallenge = async (action: HumanCheckAction, signal: AbortSignal | undefined): Promise<Challenge | undefined> => {
  try {
    const response = await fetch(routeUrl("GET /api/human-check/challenge", {}, { action }), {
      credentials: "same-origin",
      cache: "no-store",
      headers: { Accept: "application/json" },
      ...(signal === undefined ? {} : { signal })
    })
    if (!response.ok) return undefined
    const challenge: unknown = await response.json()
    return typeof challenge === "object" && challenge !== null && "parameters" in challenge ? (challenge as Challenge) : undefined
  } catch {
    return undefined
  }
}

/** Solves in Web Workers (the page stays responsive); without workers, on the main thread in small slices. */
const solve = async (challenge: Challenge, controller: AbortController) => {
  const { solveChallenge, solveChallengeWorkers } = await import("altcha-lib")
  if (typeof Worker === "undefined") {
    const { deriveKey } = await import("altcha-lib/algorithms/web/pbkdf2")
    return solveChallenge({ challenge, deriveKey, controller, timeout: timeoutMs })
  }
  return solveChallengeWorkers({
    challenge,
    controller,
    timeout: timeoutMs,
    concurrency: Math.min(4, Math.max(1, navigator.hardwareConcurrency || 2)),
    createWorker: () => new Worker(new URL("./human-check-worker.ts", import.meta.url), { type: "module" })
  })
}

/**
 * Human verification (spec §4, §7): fetches the server's ALTCHA challenge for `action`, solves its
 * proof of work off the main thread, and gives the proof to send in the `x-human-check` header
 * (`humanCheckHeaders(proof)`). Each proof is accepted once, for its own action only.
 *
 * @example
 * const check = await runHumanCheck("send_feedback")
 * if (!check.ok) return toastError("error.humanCheckFailed")
 * await send("POST /api/feedback", { body: form, headers: humanCheckHeaders(check.proof) })
 */
export const runHumanCheck = async (action: HumanCheckAction, options: { readonly signal?: AbortSignal } = {}): Promise<HumanCheckResult> => {
  const challenge = await fetchChallenge(action, options.signal)
  if (challenge === undefined) return { ok: false }
  const controller = new AbortController()
  const abort = () => controller.abort()
  options.signal?.addEventListener("abort", abort)
  try {
    const solution = await solve(challenge, controller)
    if (solution === null || controller.signal.aborted) return { ok: false }
    return { ok: true, proof: btoa(JSON.stringify({ challenge, solution })) }
  } catch {
    return { ok: false }
  } finally {
    options.signal?.removeEventListener("abort", abort)
  }
}
