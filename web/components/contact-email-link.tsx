import type { ReactNode } from "react"
import { useSiteFacts } from "../lib/state/site.ts"
import { ShellIcon } from "./shell-icons.tsx"

/**
 * The team's address as a mail link: the server's CONTACT_EMAIL, read at run time. Until it is known
 * its line is kept, in the same box with the same icon, so nothing below moves when it shows: empty
 * (the icon hidden), or showing `whileUnknown` (a way to reach the team meanwhile).
 */
export const ContactEmailLink = ({ whileUnknown }: { whileUnknown?: ReactNode }) => {
  const email = useSiteFacts()?.contactEmail
  if (email === undefined)
    return whileUnknown === undefined ? (
      <span className="footer-mail footer-mail-pending" aria-hidden="true">
        <ShellIcon name="mail" size={18} />
      </span>
    ) : (
      <span className="footer-mail">
        <ShellIcon name="mail" size={18} /> {whileUnknown}
      </span>
    )
  return (
    <a className="footer-mail" href={`mailto:${email}`}>
      <ShellIcon name="mail" size={18} /> {email}
    </a>
  )
}
