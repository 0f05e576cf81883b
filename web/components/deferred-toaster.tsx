import { Suspense } from "react"
import { lazyPart } from "../lib/lazy-part.ts"
import { toasts } from "../lib/state/toasts.ts"
import { useIdle } from "../lib/use-idle.ts"

const Toaster = lazyPart(() => import("./toaster.tsx").then((module) => module.Toaster))

/**
 * The toaster's markup while it holds no toast, as the toaster itself renders it: the polite live
 * region is in the page from the first paint (the prerendered HTML too).
 */
const EmptyToaster = () => (
  <div className="toaster" popover="manual">
    <div className="toaster-region" role="status" aria-live="polite" aria-atomic="false" />
  </div>
)

/**
 * The toaster, whose code (and core's messages, which toasts show) is not the first page's: it comes
 * when the browser is idle after the first paint, or with the first toast if that is sooner.
 */
export const DeferredToaster = () => {
  const isIdle = useIdle()
  const isWanted = isIdle || toasts.value.length > 0
  return isWanted ? (
    <Suspense fallback={<EmptyToaster />}>
      <Toaster />
    </Suspense>
  ) : (
    <EmptyToaster />
  )
}
