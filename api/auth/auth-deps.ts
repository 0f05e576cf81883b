import { getConnInfo } from "@hono/node-server/conninfo"
import type { Context } from "hono"
import type { ProviderConfig } from "#adapters/oauth/oauth-providers.ts"
import type { OAuthProvider } from "#core/ports/credential-repository.ts"
import type { ApiEnv, ApiRuntime } from "../api-env.ts"
import { addressKey, forwardedClient } from "./client-address.ts"

/** What the account routes need from the composition root. */
export interface AuthDeps {
  readonly runtime: ApiRuntime
  /** The public origin of the app (PUBLIC_URL): links in e-mails, OAuth redirects, the Secure flag. */
  readonly publicUrl: string
  readonly providers: Partial<Record<OAuthProvider, ProviderConfig>>
  /**
   * How many reverse proxies stand in front of the server (TRUST_PROXY): rate limits take the client's
   * address that many entries from the right of X-Forwarded-For. 0 or unset: the socket's address.
   */
  readonly trustProxy?: number
  /** Seconds between checks that an open live stream's session still stands (default 60). */
  readonly sessionCheckSeconds?: number
}

/** True when cookies must carry Secure: the app is served over https. */
export const isSecureOrigin = (publicUrl: string): boolean => publicUrl.startsWith("https://")

/**
 * The client's address as rate limits key it: the one `trustProxy` proxies report (api/auth/client-address.ts),
 * else the socket's; an IPv6 address stands for its whole /64.
 */
export const clientAddress = (c: Context<ApiEnv>, trustProxy = 0): string => {
  const forwarded = forwardedClient(c.req.header("x-forwarded-for"), trustProxy)
  if (forwarded !== undefined) return addressKey(forwarded)
  try {
    return addressKey(getConnInfo(c).remote.address ?? "unknown")
  } catch {
    return "unknown"
  }
}
