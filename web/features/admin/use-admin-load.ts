import { type DependencyList, useCallback, useEffect, useRef, useState } from "react"
import type { Answer } from "#web/lib/api/answer.ts"
import type { ApiFailure } from "../../lib/api/http.ts"
import { isLostAccess, useAdminFailure } from "./use-admin-failure.ts"

/** What a screen shows while its data comes: loading, the data, or why it could not come. */
export type LoadState<A> =
  | { readonly status: "loading" }
  | { readonly status: "ready"; readonly value: A }
  | { readonly status: "failed"; readonly failure: ApiFailure }

/**
 * Loads a screen's data with `load` (again when `deps` change, or on `reload`), keeping the shown
 * data during a reload; `update` changes it after a write, so the screen follows without a reload.
 */
export const useAdminLoad = <A>(load: () => Promise<Answer<A>>, deps: DependencyList) => {
  const [state, setState] = useState<LoadState<A>>({ status: "loading" })
  const [round, setRound] = useState(0)
  const report = useAdminFailure()
  const latest = useRef({ load, report })
  latest.current = { load, report }

  // biome-ignore lint/correctness/useExhaustiveDependencies: the caller's deps say when to load again, and round is the reload trigger
  useEffect(() => {
    let isCurrent = true
    void latest.current.load().then((answer) => {
      if (!isCurrent) return
      if (answer.ok) setState({ status: "ready", value: answer.value })
      else {
        setState({ status: "failed", failure: answer.failure })
        if (isLostAccess(answer.failure)) latest.current.report(answer.failure)
      }
    })
    return () => {
      isCurrent = false
    }
  }, [...deps, round])

  const reload = useCallback(() => setRound((n) => n + 1), [])
  const update = useCallback((change: (value: A) => A) => {
    setState((current) => (current.status === "ready" ? { status: "ready", value: change(current.value) } : current))
  }, [])
  return { state, reload, update }
}
