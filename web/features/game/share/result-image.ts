import type { ColourSetId } from "#core/domain/colour-set.ts"
import { gameResult } from "#core/game/engine.ts"
import type { Player } from "#core/game/game.ts"
import { formatScore } from "#core/game/points.ts"
import { avatarUrl, colourSetColours } from "#web/lib/art.ts"

/** The result image's size: a square that social apps and chats show whole. */
export const resultImageSize = 1080

/** The words drawn on the image, in the player's language (the app's name is a name: never translated). */
export interface ResultImageTexts {
  /** "Ana wins!" or "Tie: Ana and Ben!" */
  readonly headline: string
  /** "The team wins: 650 / 750 points" */
  readonly team: string
  /** A score as players read it ("450 pts"). */
  readonly points: (score: string) => string
  /** The date the game was played, written out. */
  readonly date: string
}

const ink = "#1B2430"
const chalk = "#FFFAF4"
const brand = "#D9480F"
const font = (weight: number, size: number) =>
  `${weight} ${size}px ui-rounded, "SF Pro Rounded", system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif`

/** The Allez! mark (web/components/logo.tsx), as paths on its 512 grid. */
const drawLogo = (context: CanvasRenderingContext2D, x: number, y: number, size: number) => {
  context.save()
  context.translate(x, y)
  context.scale(size / 512, size / 512)
  const fill = (colour: string, path: string) => {
    context.fillStyle = colour
    context.fill(new Path2D(path))
  }
  fill(brand, "M112 0H400A112 112 0 0 1 512 112V400A112 112 0 0 1 400 512H112A112 112 0 0 1 0 400V112A112 112 0 0 1 112 0Z")
  fill("#FFF7ED", "M72 404 L200 150 Q214 124 230 150 L306 276 L338 228 Q352 208 368 228 L440 404 Z")
  const dot = (colour: string, cx: number, cy: number, rx: number, ry = rx) => {
    context.fillStyle = colour
    context.beginPath()
    context.ellipse(cx, cy, rx, ry, 0, 0, Math.PI * 2)
    context.fill()
  }
  dot("#0F766E", 212, 214, 20)
  dot("#FACC15", 252, 300, 26, 18)
  dot("#6D28D9", 168, 334, 19)
  dot("#0F766E", 354, 300, 17)
  dot("#E11D48", 312, 362, 20, 14)
  fill(ink, "M404 78A20 20 0 0 1 424 98V162A20 20 0 0 1 384 162V98A20 20 0 0 1 404 78Z")
  dot(ink, 404, 212, 21)
  context.restore()
}

const roundedRect = (context: CanvasRenderingContext2D, x: number, y: number, width: number, height: number, radius: number) => {
  context.beginPath()
  if (typeof context.roundRect === "function") context.roundRect(x, y, width, height, radius)
  else context.rect(x, y, width, height)
}

/** Writes `text` at the largest size from `size` down that fits `maxWidth`, cutting it short with … if even the smallest does not. */
const fitText = (
  context: CanvasRenderingContext2D,
  text: string,
  x: number,
  y: number,
  maxWidth: number,
  weight: number,
  size: number,
  minSize = size * 0.55
) => {
  let current = size
  context.font = font(weight, current)
  while (context.measureText(text).width > maxWidth && current > minSize) {
    current -= 2
    context.font = font(weight, current)
  }
  let shown = text
  while (shown.length > 1 && context.measureText(shown).width > maxWidth) shown = `${shown.slice(0, -2)}…`
  context.fillText(shown, x, y)
}

const loadAvatar = async (set: ColourSetId): Promise<HTMLImageElement | undefined> => {
  try {
    const image = new Image()
    image.src = avatarUrl(set)
    await image.decode()
    return image
  } catch {
    return undefined
  }
}

/**
 * Draws the result of a finished game on a canvas, on the device: the app's name, the winner or
 * the tie, every player's final score (best first, in their colours and with their mascot), the
 * team result and the date. Nothing else: only the names the players typed.
 */
export const drawResultImage = async (players: ReadonlyArray<Player>, texts: ResultImageTexts): Promise<HTMLCanvasElement> => {
  const size = resultImageSize
  const canvas = document.createElement("canvas")
  canvas.width = size
  canvas.height = size
  const context = canvas.getContext("2d")
  if (context === null) throw new Error("no 2D canvas on this device")
  const result = gameResult({ players })
  const avatars = await Promise.all(players.map((player) => loadAvatar(player.avatar)))

  context.fillStyle = chalk
  context.fillRect(0, 0, size, size)
  context.fillStyle = brand
  context.fillRect(0, 0, size, 16)

  drawLogo(context, 72, 64, 96)
  context.fillStyle = ink
  context.textBaseline = "middle"
  context.font = font(850, 60)
  context.fillText("Allez!", 190, 112)
  context.textAlign = "right"
  context.fillStyle = "#52606D"
  fitText(context, texts.date, size - 72, 112, 460, 650, 34)
  context.textAlign = "left"

  context.fillStyle = ink
  fitText(context, texts.headline, 72, 262, size - 144, 850, 84)

  const rowHeight = 120
  const gap = 16
  const rowsHeight = result.ranking.length * rowHeight + Math.max(0, result.ranking.length - 1) * gap
  const top = 330 + Math.max(0, (560 - rowsHeight) / 2)
  result.ranking.forEach((entry, position) => {
    const player = players[entry.player]
    if (player === undefined) return
    const colours = colourSetColours[player.avatar]
    const y = top + position * (rowHeight + gap)
    const rank = result.ranking.findIndex((other) => other.score === entry.score) + 1
    roundedRect(context, 72, y, size - 144, rowHeight, 32)
    context.fillStyle = colours.soft
    context.fill()
    if (rank === 1) {
      context.lineWidth = 6
      context.strokeStyle = "#CA8A04"
      context.stroke()
    }
    context.fillStyle = rank === 1 ? "#854D0E" : ink
    context.beginPath()
    context.arc(136, y + rowHeight / 2, 30, 0, Math.PI * 2)
    context.fill()
    context.fillStyle = "#FFFFFF"
    context.textAlign = "center"
    context.font = font(850, 34)
    context.fillText(String(rank), 136, y + rowHeight / 2 + 1)
    context.textAlign = "left"

    const avatarX = 186
    const avatarSize = 92
    context.fillStyle = "#FFFFFF"
    context.beginPath()
    context.arc(avatarX + avatarSize / 2, y + rowHeight / 2, avatarSize / 2, 0, Math.PI * 2)
    context.fill()
    const avatar = avatars[entry.player]
    if (avatar === undefined) {
      context.fillStyle = colours.main
      context.beginPath()
      context.arc(avatarX + avatarSize / 2, y + rowHeight / 2, avatarSize / 2 - 10, 0, Math.PI * 2)
      context.fill()
    } else context.drawImage(avatar, avatarX + 6, y + (rowHeight - avatarSize) / 2 + 6, avatarSize - 12, avatarSize - 12)

    context.textAlign = "right"
    context.fillStyle = ink
    context.font = font(850, 52)
    const points = texts.points(formatScore(entry.score))
    const pointsWidth = context.measureText(points).width
    context.fillText(points, size - 112, y + rowHeight / 2 + 2)
    context.textAlign = "left"
    fitText(context, entry.name, avatarX + avatarSize + 28, y + rowHeight / 2 + 2, size - 112 - pointsWidth - 40 - (avatarX + avatarSize + 28), 800, 52, 30)
  })

  const teamY = size - 170
  roundedRect(context, 72, teamY, size - 144, 106, 32)
  context.fillStyle = result.isTeamWin ? "#DCFCE7" : "#FFE4E6"
  context.fill()
  context.fillStyle = result.isTeamWin ? "#166534" : "#9F1239"
  fitText(context, texts.team, 112, teamY + 53, size - 224, 800, 44, 28)
  return canvas
}

/** The canvas as a PNG file. */
export const pngOf = (canvas: HTMLCanvasElement): Promise<Blob> =>
  new Promise((resolve, reject) => canvas.toBlob((blob) => (blob === null ? reject(new Error("the image could not be encoded")) : resolve(blob)), "image/png"))
