import { StrictMode } from "react"
import { createRoot } from "react-dom/client"
import { I18nextProvider } from "react-i18next"
import { App } from "./app/app.tsx"
import { i18n } from "./lib/i18n.ts"
import { showLanguage } from "./lib/language.ts"
import { locale } from "./lib/state/locale.ts"
import { listenForInstallPrompt } from "./lib/state/install.ts"
import "./styles/global.css"

listenForInstallPrompt()
await showLanguage(locale.value)

const root = document.getElementById("root")
if (root !== null) {
  createRoot(root).render(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <App />
      </I18nextProvider>
    </StrictMode>
  )
}
