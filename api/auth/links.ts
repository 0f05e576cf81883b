import { pathFor } from "#core/navigation/routes.ts"
import type { TokenPurpose } from "#core/ports/token-repository.ts"

/** The page of the app each kind of link opens: it names the account and confirms with a POST. */
const pageOf = {
  "verify-email": "verify-email",
  "change-email": "confirm-email",
  "link-identity": "link-account",
  "reset-password": "forgot-password"
} as const satisfies Record<TokenPurpose, string>

/**
 * The links account e-mails carry, all on the app's public address: each opens a page of the web app
 * that shows what the link will do and does it only when the person confirms (a POST), so a mail
 * scanner that opens links changes nothing. `pageFor` gives the pages notices point to.
 */
export const accountLinks = (publicUrl: string) => {
  const origin = publicUrl.replace(/\/+$/, "")
  return {
    linkFor: (purpose: TokenPurpose, token: string, returnTo?: string): string =>
      `${origin}${pathFor(pageOf[purpose])}?token=${encodeURIComponent(token)}${returnTo === undefined ? "" : `&returnTo=${encodeURIComponent(returnTo)}`}`,
    pageFor: (page: "sign-in" | "forgot-password" | "contact"): string => `${origin}${pathFor(page)}`
  }
}
