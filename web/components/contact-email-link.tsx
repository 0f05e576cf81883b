import { useSiteFacts } from "../lib/state/site.ts"
import { ShellIcon } from "./shell-icons.tsx"

/** The team's address as a mail link: the server's CONTACT_EMAIL, read at run time; nothing until it is known. */
export const ContactEmailLink = () => {
  const email = useSiteFacts()?.contactEmail
  if (email === undefined) return null
  return (
    <a className="footer-mail" href={`mailto:${email}`}>
      <ShellIcon name="mail" size={18} /> {email}
    </a>
  )
}
