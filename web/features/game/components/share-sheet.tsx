import { useCallback, useEffect, useState } from "react"
import { encode } from "uqr"
import { Icon } from "#web/components/icons.tsx"
import { useTranslation } from "#web/lib/use-translation.ts"
import { getWatchLink } from "../api/get-watch-link.ts"
import { shareGame } from "../api/share-game.ts"
import { stopSharing } from "../api/stop-sharing.ts"
import { Modal } from "./modal.tsx"

/** The link this tab made for a game, kept for the visit (the server keeps only its hash, so it cannot give it back). */
const linkKey = (gameId: string) => `allez.watchLink.${gameId}`
const rememberedLink = (gameId: string): string | null => {
  try {
    return sessionStorage.getItem(linkKey(gameId))
  } catch {
    return null
  }
}
const rememberLink = (gameId: string, url: string | null): void => {
  try {
    if (url === null) sessionStorage.removeItem(linkKey(gameId))
    else sessionStorage.setItem(linkKey(gameId), url)
  } catch {
    /* storage unavailable: the link shows until the sheet closes */
  }
}

/** The link as a QR code: an SVG drawn from uqr's modules, dark on white with its quiet zone, readable offline. */
export const QrCode = ({ text, label }: { text: string; label: string }) => {
  const { size, data } = encode(text, { ecc: "M", border: 4 })
  let path = ""
  for (const [y, row] of data.entries()) {
    for (const [x, isDark] of row.entries()) if (isDark) path += `M${x} ${y}h1v1h-1z`
  }
  return (
    <svg className="share-qr" viewBox={`0 0 ${size} ${size}`} role="img" aria-label={label} shapeRendering="crispEdges" data-testid="share-qr">
      <rect width={size} height={size} fill="#ffffff" />
      <path d={path} fill="#000000" />
    </svg>
  )
}

type SheetState =
  | { readonly kind: "loading" }
  | { readonly kind: "shown"; readonly url: string }
  | { readonly kind: "shared-elsewhere" }
  | { readonly kind: "stopped" }
  | { readonly kind: "offline" }
  | { readonly kind: "failed" }

/**
 * "Friends follow live": a QR code and a link that open a read-only live view of the game on any
 * phone, without an account. Opening the sheet shares the game when it is not shared yet; a link made
 * on another screen cannot be shown again (only its hash is kept), so a new one replaces it on demand.
 * "Stop sharing" closes the link for everyone holding it.
 */
export const ShareSheet = ({ isOpen, onClose, gameId }: { isOpen: boolean; onClose: () => void; gameId: string | null }) => {
  const { t } = useTranslation()
  const [state, setState] = useState<SheetState>({ kind: "loading" })
  const [isCopied, setIsCopied] = useState(false)
  const [isBusy, setIsBusy] = useState(false)

  const makeLink = useCallback(async (id: string) => {
    setIsBusy(true)
    const answer = await shareGame(id)
    setIsBusy(false)
    if (answer.ok && answer.url !== undefined) {
      rememberLink(id, answer.url)
      setState({ kind: "shown", url: answer.url })
    } else setState({ kind: !answer.ok && answer.status === 0 ? "offline" : "failed" })
  }, [])

  useEffect(() => {
    if (!isOpen) return
    setIsCopied(false)
    if (gameId === null) {
      setState({ kind: "offline" })
      return
    }
    let isCurrent = true
    setState({ kind: "loading" })
    void getWatchLink(gameId).then((answer) => {
      if (!isCurrent) return
      if (!answer.ok) return setState({ kind: answer.status === 0 ? "offline" : "failed" })
      const known = rememberedLink(gameId)
      if (answer.isShared && known !== null) return setState({ kind: "shown", url: known })
      if (answer.isShared) return setState({ kind: "shared-elsewhere" })
      void makeLink(gameId)
    })
    return () => {
      isCurrent = false
    }
  }, [isOpen, gameId, makeLink])

  const stop = async () => {
    if (gameId === null) return
    setIsBusy(true)
    const isStopped = await stopSharing(gameId)
    setIsBusy(false)
    if (isStopped) {
      rememberLink(gameId, null)
      setState({ kind: "stopped" })
      document.getElementById("share-status")?.focus()
    } else setState({ kind: "failed" })
  }

  const copy = async () => {
    if (state.kind !== "shown") return
    try {
      await navigator.clipboard.writeText(state.url)
      setIsCopied(true)
    } catch {
      setIsCopied(false)
    }
  }

  return (
    <Modal isOpen={isOpen} title={t("game.share.title")} onClose={onClose} className="share-dialog">
      <p className="share-intro">{t("game.share.intro")}</p>
      <div className="share-body" aria-live="polite" aria-busy={state.kind === "loading" || isBusy}>
        {state.kind === "loading" && (
          <p className="share-status" role="status">
            <span className="spinner" aria-hidden="true" /> {t("game.share.loading")}
          </p>
        )}
        {state.kind === "shown" && (
          <>
            <QrCode text={state.url} label={t("game.share.qrLabel")} />
            <label className="share-link-label" htmlFor="share-link">
              {t("game.share.link")}
            </label>
            <input id="share-link" className="share-link" value={state.url} readOnly onFocus={(event) => event.currentTarget.select()} />
            <div className="share-actions">
              <button type="button" className="button button-primary" onClick={() => void copy()} data-autofocus>
                <Icon name={isCopied ? "check" : "send"} size={20} /> {t(isCopied ? "game.share.copied" : "game.share.copy")}
              </button>
              <button type="button" className="button button-ghost" onClick={() => void stop()} disabled={isBusy}>
                <Icon name="eyeOff" size={20} /> {t("game.share.stop")}
              </button>
            </div>
            <p className="share-note">{t("game.share.note")}</p>
          </>
        )}
        {state.kind === "shared-elsewhere" && (
          <>
            <p className="share-status">{t("game.share.sharedElsewhere")}</p>
            <div className="share-actions">
              <button type="button" className="button button-primary" onClick={() => gameId !== null && void makeLink(gameId)} disabled={isBusy} data-autofocus>
                {t("game.share.newLink")}
              </button>
              <button type="button" className="button button-ghost" onClick={() => void stop()} disabled={isBusy}>
                <Icon name="eyeOff" size={20} /> {t("game.share.stop")}
              </button>
            </div>
          </>
        )}
        {state.kind === "stopped" && (
          <>
            <p id="share-status" className="share-status" tabIndex={-1} role="status">
              {t("game.share.stopped")}
            </p>
            <button type="button" className="button button-primary" onClick={() => gameId !== null && void makeLink(gameId)} disabled={isBusy}>
              {t("game.share.newLink")}
            </button>
          </>
        )}
        {(state.kind === "offline" || state.kind === "failed") && (
          <p className="share-status" role="alert">
            {t(state.kind === "offline" ? "game.share.offline" : "game.share.failed")}
          </p>
        )}
      </div>
    </Modal>
  )
}
