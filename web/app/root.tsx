import { StrictMode } from "react"
import { I18nextProvider } from "react-i18next"
import { i18n } from "../lib/i18n.ts"
import { App } from "./app.tsx"

/** The whole tree, the same in the browser (main.tsx) and at build time (web/prerender), so the prerendered HTML hydrates. */
export const Root = () => (
  <StrictMode>
    <I18nextProvider i18n={i18n}>
      <App />
    </I18nextProvider>
  </StrictMode>
)
