import { type ReactNode, Suspense, useState } from "react"
import { Link } from "wouter"
import { isFinished } from "#core/game/progress.ts"
import { revealedChallenge } from "#core/game/revealed-challenge.ts"
import { pathFor } from "#core/navigation/routes.ts"
import { lazyPart } from "#web/lib/lazy-part.ts"
import { useTranslation } from "#web/lib/use-translation.ts"
import { useGameState } from "../state/game-state-context.ts"
import { shownId } from "../state/local-game-id.ts"
import { FeedbackModal } from "./feedback-modal.tsx"
import { GameNavbar } from "./game-navbar.tsx"
import { Modal } from "./modal.tsx"
import { RulesModal } from "./rules-modal.tsx"
import "../game.css"

/** The share sheet and its QR code maker come when it is first opened: the pregame and the menu never need them. */
const ShareSheet = lazyPart(() => import("./share-sheet.tsx").then((module) => module.ShareSheet))

/**
 * The layout of the game pages (spec §2): the game navbar, the page, and the rules, feedback and
 * quit modals it opens (quit says where it goes, and that a game in progress is kept, before leaving). Feedback carries the game and challenge on screen. A game in play also offers its
 * share sheet (`shareGameId`: the server's id, null while the game exists on this phone only).
 */
export const GameLayout = ({ children, shareGameId }: { children: ReactNode; shareGameId?: string | null | undefined }) => {
  const { t } = useTranslation()
  const [modal, setModal] = useState<"rules" | "feedback" | "share" | "quit" | null>(null)
  const [hasShared, setShared] = useState(false)
  const record = useGameState().state.activeGame.value
  const challengeId = record === null ? null : (revealedChallenge(record.game) ?? record.game.history.at(-1)?.challengeId ?? null)
  return (
    <div className="game-shell">
      <a className="skip-link" href="#main">
        {t("nav.skipToContent")}
      </a>
      <GameNavbar
        onRules={() => setModal("rules")}
        onFeedback={() => setModal("feedback")}
        onQuit={() => setModal("quit")}
        onShare={
          shareGameId === undefined
            ? undefined
            : () => {
                setShared(true)
                setModal("share")
              }
        }
      />
      <main id="main" className="game-main" tabIndex={-1}>
        {children}
      </main>
      <RulesModal isOpen={modal === "rules"} onClose={() => setModal(null)} />
      <Modal isOpen={modal === "quit"} title={t("game.quit.title")} onClose={() => setModal(null)} className="quit-modal">
        <p>{t("game.quit.where")}</p>
        {record !== null && !isFinished(record.game) && <p>{t("game.quit.kept")}</p>}
        <div className="dialog-actions">
          <button type="button" className="button button-ghost" onClick={() => setModal(null)} data-autofocus>
            {t("game.quit.stay")}
          </button>
          <Link href={pathFor("home")} className="button button-primary">
            {t("game.quit.leave")}
          </Link>
        </div>
      </Modal>
      {shareGameId !== undefined && hasShared && (
        <Suspense fallback={null}>
          <ShareSheet isOpen={modal === "share"} onClose={() => setModal(null)} gameId={shareGameId} />
        </Suspense>
      )}
      <FeedbackModal isOpen={modal === "feedback"} onClose={() => setModal(null)} gameId={record === null ? null : shownId(record)} challengeId={challengeId} />
    </div>
  )
}
