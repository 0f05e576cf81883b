import { Data, Effect, Option } from "effect"
import type { AttemptBudget } from "../auth/auth-policy.ts"
import type { UserId } from "../domain/ids.ts"
import { FileStore } from "../ports/file-store.ts"
import { ImageProcessor, UnsupportedImage } from "../ports/image-processor.ts"
import { SecretTokens } from "../ports/secret-tokens.ts"
import { UserRepository } from "../ports/user-repository.ts"
import type { UserProfile } from "../profile/profile.ts"
import { detectImageType } from "./image-type.ts"

/** The largest upload accepted for a profile photo. */
export const maxPhotoBytes = 5 * 1024 * 1024
/** The stored photo is a square of this many pixels. */
export const photoSize = 512
/** The most pixels an uploaded photo may have (4096 × 4096, about 16.8 MP: any phone's photo), so a small file cannot unpack into gigabytes. */
export const maxPhotoPixels = 4096 * 4096
/** How many photos one account may upload: each is decoded and re-encoded, the costliest thing a user can ask for. */
export const photoUploadBudget: AttemptBudget = { limit: 10, windowMs: 60 * 60_000 }

/**
 * How many photos one server decodes at once, and how many more may wait their turn: decoding the
 * largest accepted photo takes tens of MB, so six at once took a server from 243 to 549 MB. Past
 * that, an upload is refused for now (503, try again shortly).
 */
export const photoDecoding = { atOnce: 2, waiting: 4, retryAfterSeconds: 5 } as const

/** Every decoding slot and waiting place is taken: try again in a few seconds. */
export class PhotoDecodingBusy extends Data.TaggedError("PhotoDecodingBusy")<{ readonly retryAfterSeconds: number }> {}

/** Profile photos: checked by content, re-encoded to a square WebP, stored per user; the old one deleted. */
export class ProfilePhotos extends Effect.Service<ProfilePhotos>()("Photos/ProfilePhotos", {
  effect: Effect.gen(function* () {
    const files = yield* FileStore
    const images = yield* ImageProcessor
    const users = yield* UserRepository
    const secrets = yield* SecretTokens
    const decodingSlots = yield* Effect.makeSemaphore(photoDecoding.atOnce)
    // The uploads decoding or waiting for a slot, on this server.
    let admitted = 0
    const decodeInTurn = (bytes: Uint8Array): Effect.Effect<Uint8Array, PhotoDecodingBusy | UnsupportedImage> =>
      Effect.suspend((): Effect.Effect<Uint8Array, PhotoDecodingBusy | UnsupportedImage> => {
        if (admitted >= photoDecoding.atOnce + photoDecoding.waiting)
          return Effect.fail(new PhotoDecodingBusy({ retryAfterSeconds: photoDecoding.retryAfterSeconds }))
        admitted++
        return decodingSlots
          .withPermits(1)(images.toSquareWebp(bytes, { size: photoSize, maxPixels: maxPhotoPixels }))
          .pipe(Effect.ensuring(Effect.sync(() => void admitted--)))
      })

    const deleteStored = (photoURL: string | null) =>
      photoURL === null ? Effect.void : Option.match(files.pathOf(photoURL), { onNone: () => Effect.void, onSome: files.delete })

    return {
      /** Replaces the user's photo with the uploaded image; returns the updated profile. */
      replace: (profile: UserProfile, bytes: Uint8Array) =>
        Effect.gen(function* () {
          if (detectImageType(bytes) === undefined) return yield* new UnsupportedImage()
          const webp = yield* decodeInTurn(bytes)
          const name = (yield* secrets.mint).token.slice(0, 16)
          const path = `users/${profile.id}/photo-${name}.webp`
          yield* files.put(path, { bytes: webp, contentType: "image/webp" })
          const updated = yield* users.update(profile.id, { photoURL: files.urlOf(path) })
          yield* deleteStored(profile.photoURL)
          return updated
        }),

      /** Removes the user's photo (file and photoURL). */
      remove: (userId: UserId) =>
        Effect.gen(function* () {
          const profile = yield* users.get(userId)
          const updated = yield* users.update(userId, { photoURL: null })
          yield* deleteStored(profile.photoURL)
          return updated
        })
    }
  })
}) {}
