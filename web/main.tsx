import { startTransition } from "react"
import { createRoot, hydrateRoot } from "react-dom/client"
import { decideNavigation } from "#core/navigation/guards.ts"
import { matchRoute } from "#core/navigation/routes.ts"
import { opensAtOnce } from "./app/guarded-routes.tsx"
import { pages } from "./app/pages.ts"
import { Root } from "./app/root.tsx"
import { takeEarlyTaps } from "./lib/early-taps.ts"
import { addFeatureTexts, coreTexts } from "./lib/i18n.ts"
import { rememberLanguage, showLanguage } from "./lib/language.ts"
import { refreshSessionAtStart } from "./lib/session.ts"
import { listenForInstallPrompt } from "./lib/state/install.ts"
import { locale } from "./lib/state/locale.ts"
import { viewer } from "./lib/state/session.ts"
import { loadSiteFacts } from "./lib/state/site.ts"
import "./styles/global.css"
// The prerendered public pages paint from their HTML before their code runs: the styles of the
// features they show (the auth pages, the store, the privacy page) come with the shell's, so nothing
// moves later. The build refuses a prerendered public page with a stylesheet of its own (web/build/prerender.ts).
import "./features/auth/auth.css"
import "./features/privacy/components/privacy.css"
import "./features/store/components/store.css"

listenForInstallPrompt()
rememberLanguage(locale.value)

const root = document.getElementById("root")
/**
 * The server sends the public pages already rendered (web/build/prerender.ts), in the language it
 * chose: the app takes that HTML over as it is when it is this page in the app's language, and
 * renders from scratch otherwise (the offline shell, another page, another stored language).
 */
const isPrerendered =
  root?.dataset.prerendered === matchRoute(location.pathname).name && location.search === "" && document.documentElement.lang === locale.value

/**
 * The first paint shows the whole page at once: the language's texts, the deployment's facts (the
 * contact address), core's messages and, for a public page, its chunk are fetched together before
 * rendering, so nothing moves once it is on screen. A prerendered page is on screen already: it
 * hydrates as the build rendered it, with the texts its chunk asks for (without the facts, which
 * show when they come, and core's messages, which come next).
 */
const first = decideNavigation(`${location.pathname}${location.search}`, viewer.peek())
const facts = loadSiteFacts()
/**
 * A page behind a guard shows once the session is known: the check and the page's chunk start at
 * once, together (who opens it is about to use it, once signed in if need be; its prerendered HTML
 * preloads the chunk already, web/build/prerender.ts).
 */
const firstRoute = matchRoute(location.pathname)
const isGuarded = !opensAtOnce(firstRoute)
const sessionCheck = isGuarded ? refreshSessionAtStart() : undefined
if (isGuarded) void pages[firstRoute.name].load()
/** The language the server sent the page in: the session check may switch to the profile's. */
const servedLanguage = document.documentElement.lang

/**
 * Renders once the first page's needs are there. Not a top-level await: the chunks fetched meanwhile
 * (the first page) import this one, and would wait for it to finish evaluating.
 */
const start = async (): Promise<void> => {
  await Promise.all([
    showLanguage(locale.value),
    isPrerendered ? undefined : facts,
    isPrerendered ? undefined : addFeatureTexts(coreTexts),
    first.kind === "allow" && opensAtOnce(first.route) ? pages[first.route.name].load() : undefined,
    // A prerendered page behind a guard (what shows while the session is checked) hydrates once the
    // check is done, so a switch to the profile's language comes before hydration, never during it.
    isPrerendered ? sessionCheck : undefined
  ])
  const hydrates = isPrerendered && locale.value === servedLanguage
  // The buttons tapped while the code came (web/lib/early-taps.ts): from here on, React hears taps.
  const earlyTaps = takeEarlyTaps()
  if (root !== null) {
    // A transition renders in slices, so the first render never blocks the page for long.
    startTransition(() => {
      // A page that does not match what the build rendered is drawn again; say so, it is a bug.
      if (hydrates) hydrateRoot(root, <Root />, { onRecoverableError: (error) => console.error("the prerendered page did not match", error) })
      else createRoot(root).render(<Root />)
    })
  }
  // Tapped again, on the page taken over as it is (React takes it over at once to answer a tap); a
  // page drawn afresh has other buttons, and the taps go.
  if (hydrates) for (const button of earlyTaps) if (button.isConnected) button.click()
  // A toast, or the next page, may show core's messages: they come once the first page is under way.
  if (isPrerendered) void addFeatureTexts(coreTexts)
}

void start()
