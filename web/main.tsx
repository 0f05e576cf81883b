import { StrictMode, startTransition } from "react"
import { createRoot } from "react-dom/client"
import { I18nextProvider } from "react-i18next"
import { decideNavigation } from "#core/navigation/guards.ts"
import { routeDefinition } from "#core/navigation/routes.ts"
import { App } from "./app/app.tsx"
import { pages } from "./app/pages.ts"
import { i18n } from "./lib/i18n.ts"
import { showLanguage } from "./lib/language.ts"
import { listenForInstallPrompt } from "./lib/state/install.ts"
import { locale } from "./lib/state/locale.ts"
import { viewer } from "./lib/state/session.ts"
import { loadSiteFacts } from "./lib/state/site.ts"
import "./styles/global.css"

listenForInstallPrompt()

/**
 * The first paint shows the whole page at once: the language's texts, the deployment's facts (the
 * contact address) and, for a public page, its chunk are fetched together before rendering, so
 * nothing moves once it is on screen.
 */
const first = decideNavigation(`${location.pathname}${location.search}`, viewer.peek())
await Promise.all([
  showLanguage(locale.value),
  loadSiteFacts(),
  first.kind === "allow" && routeDefinition(first.route.name).access === "public" ? pages[first.route.name].load() : undefined
])

const root = document.getElementById("root")
if (root !== null) {
  // A transition renders in slices, so the first render never blocks the page for long.
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <I18nextProvider i18n={i18n}>
          <App />
        </I18nextProvider>
      </StrictMode>
    )
  )
}
