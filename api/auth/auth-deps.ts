import { getConnInfo } from "@hono/node-server/conninfo"
import type { Context } from "hono"
import type { ProviderConfig } from "#adapters/oauth/oauth-providers.ts"
import type { OAuthProvider } from "#core/ports/credential-repository.ts"
import type { ApiEnv, ApiRuntime } from "../api-env.ts"

/** What the account routes need from the composition root. */
export interface AuthDeps {
  readonly runtime: ApiRuntime
  /** The public origin of the app (PUBLIC_URL): links in e-mails, OAuth redirects, the Secure flag. */
  readonly publicUrl: string
  readonly providers: Partial<Record<OAuthProvider, ProviderConfig>>
  /** Trust the first X-Forwarded-For address (behind a reverse proxy) for rate limits. */
  readonly trustProxy?: boolean
  /** Seconds between checks that an open live stream's session still stands (default 60). */
  readonly sessionCheckSeconds?: number
}

/** True when cookies must carry Secure: the app is served over https. */
export const isSecureOrigin = (publicUrl: string): boolean => publicUrl.startsWith("https://")

/** The client's address for rate limits: the socket's, or the proxy's X-Forwarded-For when trusted. */
export const clientAddress = (c: Context<ApiEnv>, trustProxy = false): string => {
  if (trustProxy) {
    const forwarded = c.req.header("x-forwarded-for")?.split(",")[0]?.trim()
    if (forwarded) return forwarded
  }
  try {
    return getConnInfo(c).remote.address ?? "unknown"
  } catch {
    return "unknown"
  }
}
