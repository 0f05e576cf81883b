import { StrictMode } from "react"
import { App } from "./app.tsx"

/** The whole tree, the same in the browser (main.tsx) and at build time (web/prerender), so the prerendered HTML hydrates. */
export const Root = () => (
  <StrictMode>
    <App />
  </StrictMode>
)
