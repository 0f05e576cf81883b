import { Effect, Layer } from "effect"
import { ImageProcessor, UnsupportedImage } from "#core/ports/image-processor.ts"

/** The formats sharp may decode here; anything else (SVG included) is refused before decoding. */
const acceptedFormats = new Set(["png", "jpeg", "webp", "gif"])

/**
 * sharp, loaded at the first photo rather than at every server's start (a quarter of a second of CPU).
 * A sharp that cannot load is a defect of the installation, said as such at every photo, never taken
 * for a bad image.
 */
let loading: Promise<typeof import("sharp")> | undefined
const loadSharp = () => {
  loading ??= import("sharp")
  return loading
}

/**
 * Re-encodes with sharp: decodes the first frame (no SVG, no more than `maxPixels`: sharp reads the
 * size from the header and refuses before decoding), rotates by EXIF, crops to a centred square,
 * writes WebP. sharp writes no metadata unless asked, so EXIF (GPS), ICC and XMP are dropped.
 */
export const SharpImageProcessor = Layer.succeed(ImageProcessor, {
  toSquareWebp: (bytes, { size, maxPixels }) =>
    Effect.flatMap(Effect.promise(loadSharp), ({ default: sharp }) =>
      Effect.tryPromise({
        try: async () => {
          const image = sharp(bytes, { limitInputPixels: maxPixels, failOn: "error", animated: false })
          const { format } = await image.metadata()
          if (format === undefined || !acceptedFormats.has(format)) throw new Error(`format ${String(format)}`)
          const output = await image.rotate().resize(size, size, { fit: "cover", position: "centre" }).webp({ quality: 82 }).toBuffer()
          return new Uint8Array(output)
        },
        catch: () => new UnsupportedImage()
      })
    )
})
