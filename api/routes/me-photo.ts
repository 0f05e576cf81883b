import { Effect, Option } from "effect"
import { Hono } from "hono"
import { bodyLimit } from "hono/body-limit"
import { InvalidInput, PayloadTooLarge, RouteNotFound, UnsupportedMediaType } from "#contract/edge-errors.ts"
import type { RouteAnswer } from "#contract/routes.ts"
import { message } from "#core/domain/message.ts"
import { maxPhotoBytes, ProfilePhotos, photoUploadBudget } from "#core/photos/profile-photo.ts"
import { FileStore } from "#core/ports/file-store.ts"
import type { ApiEnv } from "../api-env.ts"
import { describe } from "../api-messages.ts"
import type { AuthDeps } from "../auth/auth-deps.ts"
import { passHumanCheck, spendAttempt } from "../auth/guards.ts"
import { makeRun, refuse } from "../handle.ts"
import { signedIn } from "../middleware/session.ts"

/** Room for the multipart envelope around a photo of the largest accepted size. */
const multipartOverhead = 16 * 1024

/** The profile photo: upload (multipart, one image file) and removal. */
export const mePhotoRoutes = (deps: AuthDeps) => {
  const run = makeRun(deps.runtime)
  return new Hono<ApiEnv>()
    .post(
      "/",
      bodyLimit({ maxSize: maxPhotoBytes + multipartOverhead, onError: () => refuse(new PayloadTooLarge({ maxBytes: maxPhotoBytes })) }),
      async (c) => {
        const user = signedIn(c)
        const contentType = c.req.header("content-type") ?? ""
        if (!/^multipart\/form-data\b/i.test(contentType)) refuse(new UnsupportedMediaType({ contentType }))
        await run(spendAttempt(`photo:account:${user.id}`, photoUploadBudget))
        await run(passHumanCheck(c, "change_image"))
        const form = await c.req.parseBody({ all: true })
        const files = Object.values(form)
          .flat()
          .filter((value): value is File => value instanceof File)
        if (files.length !== 1 || files[0] === undefined) {
          return refuse(new InvalidInput({ fields: { photo: message("auth.error.fileMissing") } }))
        }
        if (files[0].size > maxPhotoBytes) refuse(new PayloadTooLarge({ maxBytes: maxPhotoBytes }))
        const bytes = new Uint8Array(await files[0].arrayBuffer())
        const profile = await run(Effect.flatMap(ProfilePhotos, (photos) => photos.replace(user, bytes)))
        return c.json(profile satisfies RouteAnswer<"POST /api/me/photo">)
      }
    )

    .delete("/", async (c) => {
      const user = signedIn(c)
      await run(passHumanCheck(c, "delete_image"))
      const profile = await run(Effect.flatMap(ProfilePhotos, (photos) => photos.remove(user.id)))
      return c.json({ profile, message: describe(c.get("language"), message("auth.photoRemoved")) } satisfies RouteAnswer<"DELETE /api/me/photo">)
    })
}

/** A stored file's path from the URL's, or undefined when it is not valid percent-encoding (`%FF`). */
const storedPathOf = (urlPath: string): string | undefined => {
  try {
    return decodeURIComponent(urlPath.replace(/^\/files\//, ""))
  } catch {
    return undefined
  }
}

/**
 * Stored files (profile photos, shared images), immutable under their name: cached for a year by the
 * browser only (a photo is a person's), and sandboxed so a file can never run as a page of the app.
 */
export const fileRoutes = (deps: AuthDeps) => {
  const run = makeRun(deps.runtime)
  return new Hono<ApiEnv>().get("/*", async (c) => {
    const path = storedPathOf(c.req.path) ?? refuse(new RouteNotFound({ path: c.req.path }))
    const found = await run(Effect.flatMap(FileStore, (files) => files.get(path)))
    if (Option.isNone(found)) return refuse(new RouteNotFound({ path: c.req.path }))
    c.header("content-type", found.value.contentType)
    c.header("cache-control", "private, max-age=31536000, immutable")
    c.header("x-content-type-options", "nosniff")
    c.header("content-security-policy", "default-src 'none'; sandbox")
    return c.body(found.value.bytes.slice().buffer, 200)
  })
}
