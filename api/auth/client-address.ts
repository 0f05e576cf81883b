import { isIP } from "node:net"

/**
 * The number of reverse proxies in front of the server, read from TRUST_PROXY: unset or empty is 0
 * (no forwarded header is believed). Anything but a whole number is a mistake worth stopping for:
 * `true` would mean "believe whatever the client writes", which is what this setting exists to avoid.
 */
export const trustedProxyHops = (value: string | undefined): number => {
  const text = (value ?? "").trim()
  if (text === "") return 0
  if (!/^\d{1,2}$/.test(text)) {
    throw new Error(`TRUST_PROXY must be the number of reverse proxies in front of the server (e.g. 1), not "${text}"`)
  }
  return Number(text)
}

/** The address in one X-Forwarded-For entry, without brackets or port; undefined when it is not an IP address. */
const addressOfEntry = (entry: string): string | undefined => {
  const text = entry.trim()
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(text)
  const withPort = /^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/.exec(text)
  const address = bracketed?.[1] ?? withPort?.[1] ?? text
  return isIP(address) === 0 ? undefined : address
}

/**
 * The client's address as `hops` trusted proxies report it in X-Forwarded-For: each proxy appends
 * the address it was reached from, so the client is the entry `hops` places from the right; what
 * stands left of it was written by the client and is never believed. With fewer entries than hops,
 * the leftmost one (written by a trusted proxy) is taken. Undefined when there is nothing usable.
 * @example forwardedClient("6.6.6.6, 203.0.113.7", 1) // "203.0.113.7"
 */
export const forwardedClient = (header: string | undefined, hops: number): string | undefined => {
  if (hops <= 0 || header === undefined) return undefined
  const entries = header
    .split(",")
    .map((entry) => entry.trim())
    .filter((entry) => entry !== "")
  const chosen = entries[Math.max(0, entries.length - hops)]
  return chosen === undefined ? undefined : addressOfEntry(chosen)
}

/** The eight 16-bit groups of a valid IPv6 address (an embedded IPv4 tail counts as the last two). */
const ipv6Groups = (address: string): ReadonlyArray<number> => {
  let text = address.replace(/%.*$/, "")
  const ipv4Tail = /(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text)
  if (ipv4Tail !== null) {
    const [a, b, c, d] = ipv4Tail.slice(1).map(Number) as [number, number, number, number]
    text = `${text.slice(0, ipv4Tail.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`
  }
  const [head = "", tail] = text.split("::")
  const headGroups = head === "" ? [] : head.split(":")
  const tailGroups = tail === undefined || tail === "" ? [] : tail.split(":")
  const zeros = Array.from({ length: 8 - headGroups.length - tailGroups.length }, () => "0")
  return [...headGroups, ...zeros, ...tailGroups].map((group) => Number.parseInt(group, 16))
}

/**
 * The key an address is rate-limited under: an IPv4 address as it is; an IPv6 address by its /64,
 * the prefix one subscriber holds whole (so rotating the low 64 bits buys no fresh budget); an
 * IPv4-mapped IPv6 address as its IPv4. Anything else (an unknown socket) is kept as it is.
 * @example addressKey("2001:db8:1:2:aaaa::1") // "2001:db8:1:2::/64"
 */
export const addressKey = (address: string): string => {
  if (isIP(address) !== 6) return address
  const groups = ipv6Groups(address)
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    const [high = 0, low = 0] = groups.slice(6)
    return `${high >> 8}.${high & 0xff}.${low >> 8}.${low & 0xff}`
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(":")}::/64`
}
