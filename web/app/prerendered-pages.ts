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

/**
 * The game's pages the build renders too: what they show while the session is checked (the cookie
 * banner on a first visit, the loading status), so they paint from the HTML rather than after the
 * app's code, then the app takes over and opens the page. Not the game itself (`/game/:id`), nor a
 * page in the site's layout (the settings): its navbar shows the signed-in player, which the HTML,
 * rendered for nobody, could not match.
 */
export const prerenderedSignedInPaths: ReadonlyArray<string> = ["/game", "/game/pregame", "/game/history", "/game/disclaimer"]
