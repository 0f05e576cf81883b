import type { TokenPurpose } from "../../core/ports/token-repository.ts"

/**
 * The links account e-mails carry: the verification and e-mail-change links land on the API (which
 * answers a browser with a redirect into the app); the reset link opens the app's forgot-password
 * page, which asks for the new password and posts it with the token.
 */
export const accountLinks =
  (publicUrl: string) =>
  (purpose: TokenPurpose, token: string): string => {
    const origin = publicUrl.replace(/\/+$/, "")
    const encoded = encodeURIComponent(token)
    switch (purpose) {
      case "verify-email":
        return `${origin}/api/auth/verify?token=${encoded}`
      case "change-email":
        return `${origin}/api/auth/confirm-email?token=${encoded}`
      case "reset-password":
        return `${origin}/auth/forgot-password?token=${encoded}`
    }
  }
