import { callApi } from "#web/lib/api/http.ts"

/** The social providers the server may offer. */
export const socialProviders = ["google", "facebook"] as const
export type SocialProvider = (typeof socialProviders)[number]

/** The providers this server is configured for (`GET /api/auth/providers`); undefined when it cannot say (offline). */
export const getProviders = async (): Promise<ReadonlyArray<SocialProvider> | undefined> => {
  const result = await callApi("GET", "/api/auth/providers")
  if (!result.ok) return undefined
  const listed = (result.body as { providers?: unknown } | undefined)?.providers
  return Array.isArray(listed) ? socialProviders.filter((provider) => listed.includes(provider)) : undefined
}

/**
 * Where the browser goes to start signing in with a provider (a full page navigation), with the page's
 * language (a new account takes it) and the page to come back to.
 */
export const providerStartPath = (provider: SocialProvider, language: "fr" | "en", returnTo?: string): string =>
  `/api/auth/oauth/${provider}/start?lang=${language}${returnTo === undefined ? "" : `&returnTo=${encodeURIComponent(returnTo)}`}`
