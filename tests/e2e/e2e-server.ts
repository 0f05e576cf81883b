/**
 * The server the browser tests run against: the real API (api/main.ts) serving the production build
 * of the web app (test-results/e2e-<port>/web), on a fresh SQLite store in
 * test-results/e2e-<port>/server (mails as .eml files in its outbox, read by the tests).
 * Behind a "proxy" (TRUST_PROXY): each test is its own client address (tests/e2e/fixtures.ts).
 * Google sign-in goes to a real OpenID provider on loopback (e2e-oidc-provider.ts); Facebook is left
 * unconfigured, so the sign-in page shows both states of a social button.
 */
import { mkdirSync, rmSync } from "node:fs"
import { e2eAdminEmail, e2eDataDir, e2ePort, e2eWebDir } from "./e2e-paths.ts"
import { startLoopbackProvider } from "./e2e-oidc-provider.ts"

rmSync(e2eDataDir, { recursive: true, force: true })
mkdirSync(e2eDataDir, { recursive: true })

Object.assign(process.env, {
  DATA_DIR: e2eDataDir,
  WEB_DIST: e2eWebDir,
  PUBLIC_URL: `http://127.0.0.1:${e2ePort}`,
  TRUST_PROXY: "1",
  ALTCHA_SECRET: "e2e-altcha-secret",
  ALTCHA_COST: process.env.ALTCHA_COST ?? "200",
  ADMIN_EMAILS: e2eAdminEmail,
  INFO_EMAIL: "info@allez.test",
  ...(await startLoopbackProvider(`http://127.0.0.1:${e2ePort}`))
})
delete process.env.SMTP_URL
delete process.env.DATABASE_URL
delete process.env.STRIPE_SECRET_KEY
delete process.env.STRIPE_WEBHOOK_SECRET
for (const name of ["FACEBOOK_CLIENT_ID", "FACEBOOK_CLIENT_SECRET"]) delete process.env[name]

await import("../../api/main.ts")
