/** The little of oidc-provider 9 the social sign-in test uses (the package ships no types). */
declare module "oidc-provider" {
  import type { IncomingMessage, ServerResponse } from "node:http"

  export interface AccountClaims {
    readonly sub: string
    readonly [claim: string]: unknown
  }

  export interface ProviderConfiguration {
    readonly clients: ReadonlyArray<Readonly<Record<string, unknown>>>
    readonly findAccount: (context: unknown, id: string) => Promise<{ accountId: string; claims: () => Promise<AccountClaims> }>
    readonly claims?: Readonly<Record<string, ReadonlyArray<string>>>
    readonly features?: Readonly<Record<string, unknown>>
    readonly cookies?: { readonly keys: ReadonlyArray<string> }
    readonly pkce?: { readonly required?: () => boolean }
  }

  export default class Provider {
    constructor(issuer: string, configuration: ProviderConfiguration)
    callback(): (request: IncomingMessage, response: ServerResponse) => void
    on(event: string, listener: (...args: Array<unknown>) => void): this
  }
}
