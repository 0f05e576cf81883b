import type { RouteAnswer } from "#contract/routes.ts"
import { call, routeUrl } from "#web/lib/api/answer.ts"

/** The social providers the server may offer. */
export type SocialProvider = RouteAnswer<"GET /api/auth/providers">["providers"][number]
export const socialProviders: ReadonlyArray<SocialProvider> = ["google", "facebook"]

/** The providers this server is configured for (`GET /api/auth/providers`); undefined when it cannot say (offline). */
export const getProviders = async (): Promise<ReadonlyArray<SocialProvider> | undefined> => {
  const answer = await call("GET /api/auth/providers", {}, (body) => {
    const listed = typeof body === "object" && body !== null ? (body as { providers?: unknown }).providers : undefined
    return Array.isArray(listed) ? socialProviders.filter((provider) => listed.includes(provider)) : undefined
  })
  return answer.ok ? answer.value : undefined
}

/**
 * Where the browser goes to start signing in with a provider (a full page navigation), with the page's
 * language (a new account takes it) and the page to come back to.
 */
export const providerStartPath = (provider: SocialProvider, language: "fr" | "en", returnTo?: string): string =>
  routeUrl("GET /api/auth/oauth/:provider/start", { provider }, { lang: language, ...(returnTo !== undefined && { returnTo }) })
