import { type CSSProperties, useEffect, useState } from "react"
import { undoableResult } from "#core/game/engine.ts"
import type { Game } from "#core/game/game.ts"
import { formatPointsChange } from "#core/game/points.ts"
import { gameRules } from "#core/game/rules.ts"
import { Icon } from "#web/components/icons.tsx"
import { useTranslation } from "#web/lib/use-translation.ts"

/**
 * For 5 seconds after a success or a fail, a toast in reach of the thumb says what was recorded and
 * offers to undo it (a slip of a chalky finger): the undo is a game action, sent to the server like any
 * other. It goes once the window has passed, or as soon as anything else is done.
 */
export const UndoToast = ({ game, onUndo }: { game: Game; onUndo: () => void }) => {
  const { t } = useTranslation()
  const [now, setNow] = useState(() => Date.now())
  const undoable = undoableResult(game, now)
  const last = game.history.at(-1)
  const at = undoable?.at

  useEffect(() => {
    if (at === undefined) return
    setNow(Date.now())
    const left = at + gameRules.undoWindowMs - Date.now()
    const expire = setTimeout(() => setNow(Date.now()), Math.max(0, left) + 20)
    return () => clearTimeout(expire)
  }, [at])

  if (undoable === null || last === undefined) return null
  const leftMs = Math.max(0, undoable.at + gameRules.undoWindowMs - now)
  const name = game.players[last.player]?.name ?? ""
  return (
    <section className={`undo-toast is-${last.outcome}`} aria-label={t("game.play.undoRegion")} data-testid="undo-toast">
      <p id="undo-toast-text" className="undo-toast-text">
        {t("game.play.lastTurn", { name, outcome: t(`game.play.outcome.${last.outcome}`), points: formatPointsChange(last.points) })}
      </p>
      <button type="button" className="button undo-toast-button" aria-describedby="undo-toast-text" onClick={onUndo}>
        <Icon name="undo" size={22} /> {t("game.play.undo")}
      </button>
      <span className="undo-toast-time" style={{ "--undo-left": `${leftMs}ms` } as CSSProperties} aria-hidden="true" />
    </section>
  )
}
