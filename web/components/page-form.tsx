import type { FormHTMLAttributes } from "react"
import { useHydrated } from "../lib/use-hydrated.ts"

/**
 * A form of a page the build renders to HTML (web/build/prerender.ts). Until React has taken the
 * page over, its fields and buttons are disabled: typed text would be lost when React sets the
 * fields' values, and a tap would send the form the browser's way. Sent the browser's way anyway, it
 * posts, so no field (a password) ever lands in the address.
 */
export const PageForm = ({ children, ...props }: FormHTMLAttributes<HTMLFormElement>) => {
  const isHydrated = useHydrated()
  return (
    <form method="post" {...props}>
      <fieldset className="page-form-controls" disabled={!isHydrated}>
        {children}
      </fieldset>
    </form>
  )
}
