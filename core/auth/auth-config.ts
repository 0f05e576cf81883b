import { Context } from "effect"
import type { TokenPurpose } from "../ports/token-repository.ts"

/** What the account service is told by its composition root. */
export class AuthConfig extends Context.Tag("Auth/AuthConfig")<
  AuthConfig,
  {
    /** The sender of account e-mails. */
    readonly mailFrom: string
    /**
     * The link a user opens to use a one-time token (the driver knows its URLs); `returnTo`, a path
     * inside the app already checked by `safeReturnTo`, is where the page sends them once it is done.
     */
    readonly linkFor: (purpose: TokenPurpose, token: string, returnTo?: string) => string
    /** The absolute address of a page of the app that a notice points to. */
    readonly pageFor: (page: "sign-in" | "forgot-password" | "contact") => string
  }
>() {}
