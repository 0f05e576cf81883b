import { describe, expect, it } from "vitest"
import { addressKey, forwardedClient, trustedProxyHops } from "./client-address.ts"

describe("the client a chain of trusted proxies reports", () => {
  it("takes the entry as many places from the right as there are proxies", () => {
    expect(forwardedClient("6.6.6.6, 203.0.113.7", 1)).toBe("203.0.113.7")
    expect(forwardedClient("6.6.6.6, 203.0.113.7, 10.0.0.2", 2)).toBe("203.0.113.7")
    expect(forwardedClient("6.6.6.6,203.0.113.7", 1)).toBe("203.0.113.7")
  })

  it("takes the leftmost entry when there are fewer entries than proxies", () => {
    expect(forwardedClient("203.0.113.7", 2)).toBe("203.0.113.7")
  })

  it("believes nothing without a trusted proxy, and nothing that is not an address", () => {
    expect(forwardedClient("203.0.113.7", 0)).toBeUndefined()
    expect(forwardedClient(undefined, 1)).toBeUndefined()
    expect(forwardedClient("", 1)).toBeUndefined()
    expect(forwardedClient("1.2.3.4, not-an-address", 1)).toBeUndefined()
  })

  it("drops ports and brackets", () => {
    expect(forwardedClient("203.0.113.7:5120", 1)).toBe("203.0.113.7")
    expect(forwardedClient("[2001:db8::1]:443", 1)).toBe("2001:db8::1")
  })
})

describe("the key of an address", () => {
  it("keeps IPv4 as it is and maps IPv4-mapped IPv6 back to it", () => {
    expect(addressKey("203.0.113.7")).toBe("203.0.113.7")
    expect(addressKey("::ffff:203.0.113.7")).toBe("203.0.113.7")
  })

  it("groups IPv6 by its /64, however it is written", () => {
    expect(addressKey("2001:db8:1:2:aaaa:bbbb:cccc:dddd")).toBe("2001:db8:1:2::/64")
    expect(addressKey("2001:db8:1:2::1")).toBe("2001:db8:1:2::/64")
    expect(addressKey("2001:0db8:0001:0002:0000:0000:0000:0001")).toBe("2001:db8:1:2::/64")
    expect(addressKey("2001:db8::1")).toBe("2001:db8:0:0::/64")
    expect(addressKey("::1")).toBe("0:0:0:0::/64")
    expect(addressKey("fe80::1%eth0")).toBe("fe80:0:0:0::/64")
    expect(addressKey("64:ff9b::192.0.2.33")).toBe("64:ff9b:0:0::/64")
  })

  it("keeps anything else as it is", () => {
    expect(addressKey("unknown")).toBe("unknown")
  })
})

describe("TRUST_PROXY", () => {
  it("is a number of proxies, none when unset", () => {
    expect(trustedProxyHops(undefined)).toBe(0)
    expect(trustedProxyHops("")).toBe(0)
    expect(trustedProxyHops("1")).toBe(1)
    expect(trustedProxyHops(" 2 ")).toBe(2)
  })

  it("refuses anything else, saying what it expects", () => {
    expect(() => trustedProxyHops("true")).toThrow(/number of reverse proxies/)
    expect(() => trustedProxyHops("-1")).toThrow(/number of reverse proxies/)
  })
})
