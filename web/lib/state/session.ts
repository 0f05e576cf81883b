import { computed, signal } from "@preact/signals-react"
import type { Viewer } from "#core/navigation/guards.ts"
import type { SessionUser } from "../session-user.ts"

/** Who is using the app: not known yet (first refresh pending), nobody, or a signed-in user. */
export type Session = { readonly status: "unknown" } | { readonly status: "anonymous" } | { readonly status: "signed-in"; readonly user: SessionUser }

/** The session, refreshed before every navigation decision. */
export const session = signal<Session>({ status: "unknown" })

/** The signed-in user's profile, or null. */
export const profile = computed<SessionUser | null>(() => (session.value.status === "signed-in" ? session.value.user : null))

/** The viewer as the navigation guards of core see it. */
export const viewer = computed<Viewer>(() => {
  const user = profile.value
  if (user === null) return { isSignedIn: false, isAdmin: false }
  return {
    isSignedIn: true,
    isAdmin: user.roles.includes("admin"),
    profile: user.hasProfile ? { disclaimerAccepted: user.disclaimerAccepted } : undefined
  }
})
