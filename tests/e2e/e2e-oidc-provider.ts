import { createServer, type IncomingMessage, type ServerResponse } from "node:http"
import type { AddressInfo } from "node:net"
import { socialDisplayName, socialEmailOf } from "./e2e-paths.ts"

/**
 * A real OpenID provider (oidc-provider, with its development login and consent pages) on
 * loopback, standing in for Google in the browser tests: any login is a person whose verified
 * e-mail is `<login>@allez.test`. Answers the variables that point the server's Google sign-in at it.
 */
export const startLoopbackProvider = async (appOrigin: string): Promise<Readonly<Record<string, string>>> => {
  // Its warnings (development keys, in-memory store, dev pages: all wanted here) would fill every run's output.
  const warn = console.warn.bind(console)
  console.warn = (...args: Array<unknown>) => {
    if (typeof args[0] !== "string" || !args[0].startsWith("oidc-provider WARNING:")) warn(...args)
  }
  const { default: Provider } = await import("oidc-provider")
  let handle: (request: IncomingMessage, response: ServerResponse) => void = (_, response) => response.end()
  const server = createServer((request, response) => handle(request, response))
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()))
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: "allez-e2e",
        client_secret: "allez-e2e-secret",
        redirect_uris: [`${appOrigin}/api/auth/oauth/google/callback`],
        grant_types: ["authorization_code"],
        response_types: ["code"]
      }
    ],
    findAccount: async (_, login) => ({
      accountId: login,
      claims: async () => ({ sub: `sub-${login}`, email: socialEmailOf(login), email_verified: true, name: socialDisplayName })
    }),
    claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["name"] },
    features: { devInteractions: { enabled: true } },
    cookies: { keys: ["allez-e2e-oidc-key"] }
  })
  handle = provider.callback()
  return {
    GOOGLE_CLIENT_ID: "allez-e2e",
    GOOGLE_CLIENT_SECRET: "allez-e2e-secret",
    GOOGLE_AUTHORIZATION_URL: `${issuer}/auth`,
    GOOGLE_TOKEN_URL: `${issuer}/token`,
    GOOGLE_USERINFO_URL: `${issuer}/me`
  }
}
