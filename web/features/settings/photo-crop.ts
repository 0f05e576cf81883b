/** A square crop of an image: its centre in image pixels and a zoom (1 = the largest square that fits). */
export interface Crop {
  readonly centerX: number
  readonly centerY: number
  readonly zoom: number
}

/** The crop's square in image pixels. */
export interface CropSquare {
  readonly x: number
  readonly y: number
  readonly side: number
}

export const minZoom = 1
export const maxZoom = 4

const clamp = (value: number, min: number, max: number): number => Math.min(max, Math.max(min, value))

/**
 * The square a crop cuts from an image of `width` × `height`: the zoom bounded to [1, 4], the
 * square kept inside the image.
 * @example cropSquare(400, 200, { centerX: 0, centerY: 100, zoom: 1 }) // { x: 0, y: 0, side: 200 }
 */
export const cropSquare = (width: number, height: number, crop: Crop): CropSquare => {
  const side = Math.min(width, height) / clamp(crop.zoom, minZoom, maxZoom)
  const centerX = clamp(crop.centerX, side / 2, width - side / 2)
  const centerY = clamp(crop.centerY, side / 2, height - side / 2)
  return { x: centerX - side / 2, y: centerY - side / 2, side }
}

/** The crop that shows the middle of the image, unzoomed. */
export const centredCrop = (width: number, height: number): Crop => ({ centerX: width / 2, centerY: height / 2, zoom: 1 })

/**
 * The crop moved by a drag of (`dx`, `dy`) screen pixels on a preview `viewSize` pixels wide: the
 * picture follows the finger. Kept inside the image.
 */
export const panCrop = (width: number, height: number, crop: Crop, dx: number, dy: number, viewSize: number): Crop => {
  const square = cropSquare(width, height, crop)
  const scale = square.side / viewSize
  const moved = cropSquare(width, height, { ...crop, centerX: square.x + square.side / 2 - dx * scale, centerY: square.y + square.side / 2 - dy * scale })
  return { ...crop, centerX: moved.x + moved.side / 2, centerY: moved.y + moved.side / 2 }
}

/** The crop zoomed to `zoom` around its centre, kept inside the image. */
export const zoomCrop = (width: number, height: number, crop: Crop, zoom: number): Crop => {
  const bounded = clamp(zoom, minZoom, maxZoom)
  const square = cropSquare(width, height, { ...crop, zoom: bounded })
  return { centerX: square.x + square.side / 2, centerY: square.y + square.side / 2, zoom: bounded }
}
