import { describe, expect, it } from "vitest"
import { detectImageType } from "./image-type.ts"

const bytes = (...parts: Array<string | ReadonlyArray<number>>) =>
  new Uint8Array(parts.flatMap((part) => (typeof part === "string" ? [...part].map((char) => char.charCodeAt(0)) : [...part])))

describe("detectImageType", () => {
  it("names the four accepted formats by their magic numbers", () => {
    expect(detectImageType(bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], "rest"))).toBe("png")
    expect(detectImageType(bytes([0xff, 0xd8, 0xff, 0xe0]))).toBe("jpeg")
    expect(detectImageType(bytes("RIFF", [0, 0, 0, 0], "WEBPVP8 "))).toBe("webp")
    expect(detectImageType(bytes("GIF89a", [1, 0]))).toBe("gif")
    expect(detectImageType(bytes("GIF87a", [1, 0]))).toBe("gif")
  })

  it("refuses SVG, HTML, other formats, empty input, and images carrying markup", () => {
    expect(detectImageType(bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeUndefined()
    expect(detectImageType(bytes("<?xml version='1.0'?><svg/>"))).toBeUndefined()
    expect(detectImageType(bytes("<!DOCTYPE html><p>hi"))).toBeUndefined()
    expect(detectImageType(bytes("BM", [0, 0]))).toBeUndefined()
    expect(detectImageType(new Uint8Array())).toBeUndefined()
    expect(detectImageType(bytes("RIFF", [0, 0, 0, 0], "WAVE"))).toBeUndefined()
    expect(detectImageType(bytes("GIF89a", [1, 0], "<script>alert(1)</script>"))).toBeUndefined()
    expect(detectImageType(bytes([0xff, 0xd8, 0xff, 0xe0], "< svg onload=x>"))).toBeUndefined()
  })
})
