import type { RouteName } from "#core/navigation/routes.ts"

/** A page a mailed link opens: the API it asks and confirms on, its texts' section, and the toast once done. */
export interface AccountLinkKind {
  readonly api: "/api/auth/verify" | "/api/auth/confirm-email" | "/api/auth/link-identity"
  readonly texts: "verify" | "changeEmail" | "linkAccount"
  readonly doneKey: string
}

/** The link pages, by route: verification, e-mail change (the spec's success message), linking a sign-in provider. */
export const accountLinkKinds: Readonly<Partial<Record<RouteName, AccountLinkKind>>> = {
  "verify-email": { api: "/api/auth/verify", texts: "verify", doneKey: "auth.emailVerified" },
  "confirm-email": { api: "/api/auth/confirm-email", texts: "changeEmail", doneKey: "error.emailChanged" },
  "link-account": { api: "/api/auth/link-identity", texts: "linkAccount", doneKey: "auth.link.linkAccount.done" }
}

/** What the API says a link will do (`GET`), read defensively. */
export interface LinkPreview {
  readonly email: string
  readonly displayName: string
  readonly provider: string | undefined
}

const providerNames: Readonly<Record<string, string>> = { google: "Google", facebook: "Facebook" }

/** The preview in an API answer, or null when the answer is not one. */
export const readLinkPreview = (body: unknown): LinkPreview | null => {
  if (typeof body !== "object" || body === null) return null
  const { email, displayName, provider } = body as Record<string, unknown>
  if (typeof email !== "string" || typeof displayName !== "string") return null
  return { email, displayName, provider: typeof provider === "string" ? (providerNames[provider] ?? provider) : undefined }
}

/** True when the confirming answer says this browser is signed in to the account the link was for. */
export const isSignedInAnswer = (body: unknown): boolean => typeof body === "object" && body !== null && (body as Record<string, unknown>).isSignedIn === true
