/**
 * A server the browser tests run against, one per Playwright worker (tests/e2e/fixtures.ts starts
 * it for its lane, E2E_LANE): the real API (api/main.ts, compiled for the run) serving the lane's copy of the production
 * build of the web app (test-results/e2e-<port>/web-<lane>), on a fresh SQLite store in
 * test-results/e2e-<port>/server-<lane> (mails as .eml files in its outbox, read by the tests).
 * Behind a "proxy" (TRUST_PROXY): each test is its own client address (tests/e2e/fixtures.ts).
 * Google sign-in goes to a real OpenID provider on loopback (e2e-oidc-provider.ts); Facebook is left
 * unconfigured, so the sign-in page shows both states of a social button.
 */
import { cpSync, mkdirSync, rmSync } from "node:fs"
import { pathToFileURL } from "node:url"
import { startLoopbackProvider } from "./e2e-oidc-provider.ts"
import { e2eAdminEmail, e2eBuildDir, e2eCompiledDir, e2eDataDir, e2eServerPort, e2eWebDir } from "./e2e-paths.ts"

rmSync(e2eDataDir, { recursive: true, force: true })
mkdirSync(e2eDataDir, { recursive: true })
rmSync(e2eWebDir, { recursive: true, force: true })
cpSync(e2eBuildDir, e2eWebDir, { recursive: true })

Object.assign(process.env, {
  DATA_DIR: e2eDataDir,
  WEB_DIST: e2eWebDir,
  PORT: String(e2eServerPort),
  PUBLIC_URL: `http://127.0.0.1:${e2eServerPort}`,
  TRUST_PROXY: "1",
  ALTCHA_SECRET: "e2e-altcha-secret",
  ALTCHA_COST: process.env.ALTCHA_COST ?? "200",
  ADMIN_EMAILS: e2eAdminEmail,
  CONTACT_EMAIL: "info@allez.test",
  ...(await startLoopbackProvider(`http://127.0.0.1:${e2eServerPort}`))
})
delete process.env.SMTP_URL
delete process.env.DATABASE_URL
delete process.env.STRIPE_SECRET_KEY
delete process.env.STRIPE_WEBHOOK_SECRET
for (const name of ["FACEBOOK_CLIENT_ID", "FACEBOOK_CLIENT_SECRET"]) delete process.env[name]

// api/main.ts as compiled for this run by global-setup.ts: the same server, started on half the CPU.
await import(pathToFileURL(`${e2eCompiledDir}server.js`).href)
