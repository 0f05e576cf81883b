import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { centredCrop, cropSquare, maxZoom, panCrop, zoomCrop } from "./photo-crop.ts"

const size = fc.integer({ min: 1, max: 6000 })
const crop = fc.record({
  centerX: fc.double({ min: -1e4, max: 1e4, noNaN: true }),
  centerY: fc.double({ min: -1e4, max: 1e4, noNaN: true }),
  zoom: fc.double({ min: 0, max: 10, noNaN: true })
})
const within = (value: number, min: number, max: number) => value >= min - 1e-6 && value <= max + 1e-6

describe("the square crop of a profile photo", () => {
  it("for all images and crops: a square inside the image, between the whole short side and a quarter of it", () => {
    fc.assert(
      fc.property(size, size, crop, (width, height, chosen) => {
        const square = cropSquare(width, height, chosen)
        const short = Math.min(width, height)
        expect(within(square.side, short / maxZoom, short)).toBe(true)
        expect(within(square.x, 0, width - square.side)).toBe(true)
        expect(within(square.y, 0, height - square.side)).toBe(true)
      })
    )
  })

  it("starts centred on the largest square", () => {
    expect(cropSquare(400, 200, centredCrop(400, 200))).toEqual({ x: 100, y: 0, side: 200 })
    expect(cropSquare(300, 900, centredCrop(300, 900))).toEqual({ x: 0, y: 300, side: 300 })
  })

  it("follows a drag (the picture moves with the finger) and stops at the edges", () => {
    const start = centredCrop(400, 200)
    expect(cropSquare(400, 200, panCrop(400, 200, start, 50, 0, 200))).toEqual({ x: 50, y: 0, side: 200 })
    expect(cropSquare(400, 200, panCrop(400, 200, start, -1000, 0, 200))).toEqual({ x: 200, y: 0, side: 200 })
    expect(cropSquare(400, 200, panCrop(400, 200, start, 0, 80, 200))).toEqual({ x: 100, y: 0, side: 200 })
  })

  it("zooms around its centre, between 1 and 4", () => {
    expect(cropSquare(400, 200, zoomCrop(400, 200, centredCrop(400, 200), 2))).toEqual({ x: 150, y: 50, side: 100 })
    expect(zoomCrop(400, 200, centredCrop(400, 200), 9).zoom).toBe(maxZoom)
    expect(zoomCrop(400, 200, centredCrop(400, 200), 0.5).zoom).toBe(1)
  })
})
