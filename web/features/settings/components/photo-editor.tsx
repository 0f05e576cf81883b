import { type ChangeEvent, type KeyboardEvent, type PointerEvent, useEffect, useRef, useState } from "react"
import { Icon } from "#web/components/icons.tsx"
import { useTranslation } from "#web/lib/use-translation.ts"
import { type Crop, centredCrop, cropSquare, maxZoom, minZoom, panCrop, zoomCrop } from "../photo-crop.ts"

/** A picked image, decoded, and how it is framed. */
export interface FramedPhoto {
  readonly image: ImageBitmap
  readonly crop: Crop
}

/** The preview's side in CSS pixels. */
const previewSize = 240
/** The side of the square sent to the server (it re-encodes it too). */
const uploadSize = 512
const acceptedTypes = ["image/png", "image/jpeg", "image/webp", "image/gif"]

/**
 * The framed square as an image file: WebP where the browser encodes it, else PNG. The image is
 * decoded with createImageBitmap, so no blob: or data: address is needed (the CSP allows neither).
 */
export const renderFramedPhoto = async ({ image, crop }: FramedPhoto): Promise<Blob | null> => {
  const canvas = document.createElement("canvas")
  canvas.width = uploadSize
  canvas.height = uploadSize
  const context = canvas.getContext("2d")
  if (context === null) return null
  const square = cropSquare(image.width, image.height, crop)
  context.imageSmoothingQuality = "high"
  context.drawImage(image, square.x, square.y, square.side, square.side, 0, 0, uploadSize, uploadSize)
  const encode = (type: string) => new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, 0.92))
  const webp = await encode("image/webp")
  return webp?.type === "image/webp" ? webp : encode("image/png")
}

/**
 * Pick one image, see it in a square, drag (or arrow keys) to move it and zoom to frame it (spec
 * §2: one profile photo; the type is checked here and again, by content, on the server).
 */
export const PhotoEditor = ({ photo, onChange }: { photo: FramedPhoto | undefined; onChange: (photo: FramedPhoto | undefined) => void }) => {
  const { t } = useTranslation()
  const canvas = useRef<HTMLCanvasElement>(null)
  const drag = useRef<{ readonly x: number; readonly y: number } | undefined>(undefined)
  const [error, setError] = useState<string | undefined>(undefined)

  useEffect(() => {
    const element = canvas.current
    const context = element?.getContext("2d")
    if (element === null || context === null || context === undefined || photo === undefined) return
    const ratio = window.devicePixelRatio || 1
    element.width = Math.round(previewSize * ratio)
    element.height = Math.round(previewSize * ratio)
    const square = cropSquare(photo.image.width, photo.image.height, photo.crop)
    context.imageSmoothingQuality = "high"
    context.drawImage(photo.image, square.x, square.y, square.side, square.side, 0, 0, element.width, element.height)
  }, [photo])

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? [])
    const file = files[0]
    event.target.value = ""
    if (files.length !== 1 || file === undefined) {
      setError(t("auth.error.fileMissing"))
      return
    }
    if (!acceptedTypes.includes(file.type)) {
      setError(t("auth.error.unsupportedImage"))
      return
    }
    try {
      const image = await createImageBitmap(file)
      setError(undefined)
      onChange({ image, crop: centredCrop(image.width, image.height) })
    } catch {
      setError(t("auth.error.unsupportedImage"))
    }
  }

  const move = (dx: number, dy: number) => {
    if (photo !== undefined) onChange({ ...photo, crop: panCrop(photo.image.width, photo.image.height, photo.crop, dx, dy, previewSize) })
  }

  const onPointerDown = (event: PointerEvent<HTMLCanvasElement>) => {
    event.currentTarget.setPointerCapture(event.pointerId)
    drag.current = { x: event.clientX, y: event.clientY }
  }
  const onPointerMove = (event: PointerEvent<HTMLCanvasElement>) => {
    const from = drag.current
    if (from === undefined) return
    drag.current = { x: event.clientX, y: event.clientY }
    move(event.clientX - from.x, event.clientY - from.y)
  }
  const onKeyDown = (event: KeyboardEvent<HTMLCanvasElement>) => {
    const step = event.shiftKey ? 40 : 10
    const moves: Readonly<Record<string, readonly [number, number]>> = {
      ArrowLeft: [step, 0],
      ArrowRight: [-step, 0],
      ArrowUp: [0, step],
      ArrowDown: [0, -step]
    }
    const delta = moves[event.key]
    if (delta === undefined) return
    event.preventDefault()
    move(delta[0], delta[1])
  }

  return (
    <div className="photo-editor">
      <div className="photo-frame">
        {photo === undefined ? (
          <div className="photo-empty" aria-hidden="true">
            <Icon name="camera" size={40} />
          </div>
        ) : (
          <canvas
            ref={canvas}
            className="photo-canvas"
            width={previewSize}
            height={previewSize}
            tabIndex={0}
            role="img"
            aria-label={t("settings.photo.preview")}
            data-testid="photo-preview"
            onPointerDown={onPointerDown}
            onPointerMove={onPointerMove}
            onPointerUp={() => (drag.current = undefined)}
            onPointerCancel={() => (drag.current = undefined)}
            onKeyDown={onKeyDown}
          />
        )}
      </div>
      <div className="photo-controls">
        <input
          id="photo-file"
          className="photo-file visually-hidden"
          type="file"
          accept={acceptedTypes.join(",")}
          aria-describedby={error === undefined ? "photo-formats" : "photo-formats photo-error"}
          onChange={(event) => void pick(event)}
        />
        <label htmlFor="photo-file" className="button button-ghost">
          <Icon name="camera" size={18} /> {t(photo === undefined ? "settings.photo.pick" : "settings.photo.pickAnother")}
        </label>
        <p id="photo-formats" className="field-hint">
          {t("settings.photo.formats")}
        </p>
        {error !== undefined && (
          <p id="photo-error" className="field-error" role="alert">
            {error}
          </p>
        )}
        {photo !== undefined && (
          <div className="photo-zoom">
            <label htmlFor="photo-zoom">{t("settings.photo.zoom")}</label>
            <input
              id="photo-zoom"
              type="range"
              min={minZoom}
              max={maxZoom}
              step={0.05}
              value={photo.crop.zoom}
              onChange={(event) => onChange({ ...photo, crop: zoomCrop(photo.image.width, photo.image.height, photo.crop, Number(event.target.value)) })}
            />
          </div>
        )}
      </div>
    </div>
  )
}
