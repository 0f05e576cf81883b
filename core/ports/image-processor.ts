import { Context, Data, type Effect } from "effect"

/** The bytes are not an image we accept (not PNG, JPEG, WebP or GIF, or not decodable as one). */
export class UnsupportedImage extends Data.TaggedError("UnsupportedImage") {}

/** Turns an uploaded image into the stored profile photo. */
export class ImageProcessor extends Context.Tag("Ports/ImageProcessor")<
  ImageProcessor,
  {
    /** A square WebP of `size` pixels (cover crop), metadata stripped. */
    readonly toSquareWebp: (bytes: Uint8Array, size: number) => Effect.Effect<Uint8Array, UnsupportedImage>
  }
>() {}
