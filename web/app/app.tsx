import { lazy, Suspense } from "react"
import { Router } from "wouter"
import { SiteLayout } from "../components/layout/site-layout.tsx"
import { Toaster } from "../components/toaster.tsx"
import { CookieConsent } from "../features/consent/components/cookie-consent.tsx"
import { GuardedRoutes } from "./guarded-routes.tsx"

const UpdatePrompt = lazy(() => import("../features/pwa/components/update-prompt.tsx"))

/** The shell: site layout around the guarded pages, toasts, cookie consent and the update prompt. */
export const App = () => (
  <Router>
    <SiteLayout>
      <GuardedRoutes />
    </SiteLayout>
    <Toaster />
    <CookieConsent />
    <Suspense fallback={null}>
      <UpdatePrompt />
    </Suspense>
  </Router>
)
