import { Context, Data, type Effect } from "effect"

/** The bytes are not an image we accept (not PNG, JPEG, WebP or GIF, or not decodable as one). */
export class UnsupportedImage extends Data.TaggedError("UnsupportedImage") {}

/** Turns an uploaded image into the stored profile photo. */
export class ImageProcessor extends Context.Tag("Ports/ImageProcessor")<
  ImageProcessor,
  {
    /**
     * A square WebP of `size` pixels (cover crop), metadata stripped. An image of more than
     * `maxPixels` pixels is refused from its header, before it is decoded.
     */
    readonly toSquareWebp: (bytes: Uint8Array, options: { readonly size: number; readonly maxPixels: number }) => Effect.Effect<Uint8Array, UnsupportedImage>
  }
>() {}
