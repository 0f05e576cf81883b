/**
 * The pages the build renders to HTML, in every language (web/build/prerender.ts): public pages a
 * signed-out visitor sees the same for everyone. The server sends them by language and the app
 * hydrates them. Adding a page is one line: its path.
 */
export const prerenderedPaths: ReadonlyArray<string> = [
  "/",
  "/what-is-it",
  "/rules",
  "/about",
  "/contact",
  "/store",
  "/disclaimer",
  "/privacy",
  "/auth",
  "/auth/sign-in",
  "/auth/sign-up",
  "/auth/forgot-password",
  "/404"
]
