import { pathFor } from "../navigation/routes.ts"
import { formatJoinCode } from "./join-code.ts"

const base = (publicUrl: string) => publicUrl.replace(/\/+$/, "")

/** The big screen's link on the app's public address (PUBLIC_URL, never a request's host). */
export const screenUrlOf = (publicUrl: string, id: string, token: string): string =>
  `${base(publicUrl)}${pathFor("event-screen", { id })}?token=${encodeURIComponent(token)}`

/** The join page a poster's QR code opens, on the app's public address. */
export const joinUrlOf = (publicUrl: string, joinCode: string): string => `${base(publicUrl)}${pathFor("event-join", { code: formatJoinCode(joinCode) })}`
