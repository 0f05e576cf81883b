import { Effect, Layer } from "effect"
import sharp from "sharp"
import { ImageProcessor, UnsupportedImage } from "#core/ports/image-processor.ts"

/** The formats sharp may decode here; anything else (SVG included) is refused before decoding. */
const acceptedFormats = new Set(["png", "jpeg", "webp", "gif"])

/**
 * Re-encodes with sharp: decodes the first frame (no SVG, no unlimited pixels), rotates by EXIF,
 * crops to a centred square, writes WebP. sharp writes no metadata unless asked, so EXIF (GPS),
 * ICC and XMP are dropped.
 */
export const SharpImageProcessor = Layer.succeed(ImageProcessor, {
  toSquareWebp: (bytes, size) =>
    Effect.tryPromise({
      try: async () => {
        const image = sharp(bytes, { limitInputPixels: 40_000_000, failOn: "error", animated: false })
        const { format } = await image.metadata()
        if (format === undefined || !acceptedFormats.has(format)) throw new Error(`format ${String(format)}`)
        const output = await image.rotate().resize(size, size, { fit: "cover", position: "centre" }).webp({ quality: 82 }).toBuffer()
        return new Uint8Array(output)
      },
      catch: () => new UnsupportedImage()
    })
})
