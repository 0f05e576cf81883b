import { useState } from "react"
import { gameResult } from "#core/game/engine.ts"
import type { Game } from "#core/game/game.ts"
import { formatScore } from "#core/game/points.ts"
import { formatDate } from "#core/locale/dates.ts"
import { Icon } from "#web/components/icons.tsx"
import { showToast, toastError } from "#web/lib/state/toasts.ts"
import { useTranslation } from "#web/lib/use-translation.ts"
import { drawResultImage, pngOf } from "../share/result-image.ts"
import { shareOrDownload } from "../share/share-file.ts"
import { namesInASentence } from "./names-in-a-sentence.ts"

/** The name of the shared file: the app's and the day's, nothing personal. */
const fileName = (game: Game) => `allez-${game.gameStartedDate.slice(0, 10)}.png`

/**
 * "Share": draws the result on the device (result-image.ts) and hands the PNG to the system's share
 * sheet, or downloads it where the browser cannot share files.
 */
export const ShareResultButton = ({ game }: { game: Game }) => {
  const { t, i18n } = useTranslation()
  const [isBusy, setBusy] = useState(false)

  const share = async () => {
    setBusy(true)
    try {
      const result = gameResult(game)
      const winners = result.winners.map((index) => game.players[index]?.name ?? "")
      const names = namesInASentence(t, winners)
      const headline = result.isTie ? t("game.end.shareImageTie", { names }) : t("game.end.shareImageWinner", { name: names })
      const team = t(result.isTeamWin ? "game.end.shareImageTeamWon" : "game.end.shareImageTeamLost", {
        score: formatScore(result.teamScore),
        target: result.teamTarget
      })
      const canvas = await drawResultImage(game.players, {
        headline,
        team,
        points: (score) => t("game.play.points", { score }),
        date: formatDate(new Date(game.gameStartedDate), i18n.language === "en" ? "en" : "fr")
      })
      const file = new File([await pngOf(canvas)], fileName(game), { type: "image/png" })
      const outcome = await shareOrDownload(file, { title: t("game.end.shareTitle"), text: t("game.end.shareText", { result: headline }) })
      if (outcome === "downloaded") showToast("success", { key: "game.end.shareDownloaded" })
    } catch {
      toastError("game.end.shareFailed")
    } finally {
      setBusy(false)
    }
  }

  return (
    <button type="button" className="button button-ghost button-large" disabled={isBusy} aria-busy={isBusy} onClick={() => void share()}>
      <Icon name="share" size={20} /> {t("game.end.share")}
    </button>
  )
}
