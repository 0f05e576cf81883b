/** The exit code of a server that refuses its configuration (sysexits' EX_CONFIG). */
export const configurationExitCode = 78

/** The configuration the start-up guards read. */
export interface GuardedSettings {
  /** The app's public address (PUBLIC_URL, or http://localhost:PORT). */
  readonly publicUrl: string
  readonly nodeEnv: string | undefined
  /** Both Stripe keys are set. */
  readonly hasStripe: boolean
  /** DEMO_CHECKOUT=1: the operator chose the demo checkout knowingly. */
  readonly isDemoCheckoutChosen: boolean
  /** UNSAFE_TEST_USER_HEADER, when set. */
  readonly testUserHeader: string
}

/** True when the server faces real people: an https public address, or NODE_ENV=production. */
export const isProductionLike = (settings: Pick<GuardedSettings, "publicUrl" | "nodeEnv">): boolean =>
  settings.publicUrl.startsWith("https://") || settings.nodeEnv === "production"

/**
 * Why the server must not start with these settings, in words for the operator; empty when it may.
 * In production (https or NODE_ENV=production) the demo checkout, which hands out paid packs for
 * free, needs DEMO_CHECKOUT=1, and the test-only user header is never allowed.
 * @example refusalsOf({ publicUrl: "https://allez.example", hasStripe: false, … }) // ["Stripe is not configured …"]
 */
export const refusalsOf = (settings: GuardedSettings): ReadonlyArray<string> => {
  if (!isProductionLike(settings)) return []
  const why = settings.publicUrl.startsWith("https://") ? `the public address ${settings.publicUrl} is https` : "NODE_ENV is production"
  const refusals: Array<string> = []
  if (!settings.hasStripe && !settings.isDemoCheckoutChosen) {
    refusals.push(
      `Stripe is not configured and ${why}: the demo checkout would hand out paid packs for free. Set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET, or DEMO_CHECKOUT=1 to run the demo checkout on purpose.`
    )
  }
  if (settings.testUserHeader !== "") {
    refusals.push(
      `UNSAFE_TEST_USER_HEADER is set and ${why}: anyone could act as any user by sending the ${settings.testUserHeader} header. Unset it: it is for local tests only.`
    )
  }
  return refusals
}
