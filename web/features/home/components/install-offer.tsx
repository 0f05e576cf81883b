import { Suspense } from "react"
import { lazyPart } from "#web/lib/lazy-part.ts"
import { installPrompt, isInstalled } from "#web/lib/state/install.ts"
import { useHydrated } from "#web/lib/use-hydrated.ts"

const InstallCard = lazyPart(() => import("./install-card.tsx").then((module) => module.InstallCard))

const isAppleMobile = () => /iPad|iPhone|iPod/.test(navigator.userAgent) && !("MSStream" in window)

/**
 * Offers to install the app where the browser allows it (its install prompt came), or on an iPhone;
 * elsewhere nothing. The card's code comes only then: most visits never show it.
 */
export const InstallOffer = () => {
  const prompt = installPrompt.value
  // The user agent is this browser's: the prerendered home page comes without the card.
  const isHydrated = useHydrated()
  if (!isHydrated || isInstalled.value) return null
  if (prompt === null && !isAppleMobile()) return null
  return (
    <Suspense fallback={null}>
      <InstallCard prompt={prompt} />
    </Suspense>
  )
}
