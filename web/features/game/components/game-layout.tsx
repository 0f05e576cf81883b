import { lazy, type ReactNode, Suspense, useState } from "react"
import { revealedChallenge } from "#core/game/revealed-challenge.ts"
import { useTranslation } from "../../../lib/use-translation.ts"
import { useGameState } from "../state/game-state-context.ts"
import { shownId } from "../state/local-game-id.ts"
import { FeedbackModal } from "./feedback-modal.tsx"
import { GameNavbar } from "./game-navbar.tsx"
import { RulesModal } from "./rules-modal.tsx"
import "../game.css"

/** The share sheet and its QR code maker come when it is first opened: the pregame and the menu never need them. */
const ShareSheet = lazy(() => import("./share-sheet.tsx").then((module) => ({ default: module.ShareSheet })))

/**
 * The layout of the game pages (spec §2): the game navbar, the page, and the rules and feedback
 * modals it opens. Feedback carries the game and challenge on screen. A game in play also offers its
 * share sheet (`shareGameId`: the server's id, null while the game exists on this phone only).
 */
export const GameLayout = ({ children, shareGameId }: { children: ReactNode; shareGameId?: string | null | undefined }) => {
  const { t } = useTranslation()
  const [modal, setModal] = useState<"rules" | "feedback" | "share" | null>(null)
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
      {shareGameId !== undefined && hasShared && (
        <Suspense fallback={null}>
          <ShareSheet isOpen={modal === "share"} onClose={() => setModal(null)} gameId={shareGameId} />
        </Suspense>
      )}
      <FeedbackModal isOpen={modal === "feedback"} onClose={() => setModal(null)} gameId={record === null ? null : shownId(record)} challengeId={challengeId} />
    </div>
  )
}
