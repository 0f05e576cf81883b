import { send } from "#web/lib/api/answer.ts"
import { humanCheckHeaders } from "#web/lib/human-check.ts"

/** Uploads the cropped photo (`POST /api/me/photo`, one file); the server re-encodes it and answers the profile. */
export const uploadPhoto = (photo: Blob, proof: string) => {
  const form = new FormData()
  form.append("photo", photo, photo.type === "image/webp" ? "photo.webp" : "photo.png")
  return send("POST /api/me/photo", { body: form, headers: humanCheckHeaders(proof) })
}
