import { useCallback } from "react"
import { useLocation } from "wouter"
import { decideNavigation } from "#core/navigation/guards.ts"
import { failureToast } from "../../lib/api/failure-message.ts"
import type { ApiFailure } from "../../lib/api/http.ts"
import { refreshSession } from "../../lib/session.ts"
import { viewer } from "../../lib/state/session.ts"
import { showToast } from "../../lib/state/toasts.ts"

/** True when the API says the admin lost access: signed out meanwhile (401) or no longer an admin (403). */
export const isLostAccess = (failure: ApiFailure): boolean => failure.status === 401 || failure.code === "not-admin"

/**
 * Reports a failed admin call: a toast in the admin's words (the API's own for a refusal that names
 * what was refused). When access was lost, the user is refreshed and the guards send them on
 * (sign-in, or the forbidden page for a revoked admin).
 */
export const useAdminFailure = () => {
  const [location, navigate] = useLocation()
  return useCallback(
    (failure: ApiFailure, fallback = "admin.failure.generic") => {
      showToast("error", failureToast(failure, fallback))
      if (!isLostAccess(failure)) return
      void refreshSession().then(() => {
        const decision = decideNavigation(location, viewer.peek())
        if (decision.kind === "redirect") navigate(decision.to, { replace: true })
      })
    },
    [location, navigate]
  )
}
