import { type ApiResult, callApi } from "#web/lib/api/http.ts"
import { humanCheckHeaders } from "#web/lib/human-check.ts"

/** Uploads the cropped photo (`POST /api/me/photo`, one file); the server re-encodes it and answers the profile. */
export const uploadPhoto = (photo: Blob, proof: string): Promise<ApiResult> => {
  const form = new FormData()
  form.append("photo", photo, photo.type === "image/webp" ? "photo.webp" : "photo.png")
  return callApi("POST", "/api/me/photo", form, { headers: humanCheckHeaders(proof) })
}
