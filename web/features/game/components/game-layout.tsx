import { type ReactNode, useState } from "react"
import { useTranslation } from "react-i18next"
import { revealedChallenge } from "#core/game/engine.ts"
import { shownId } from "../state/game-record.ts"
import { useGameSession } from "../state/game-session-context.ts"
import { FeedbackModal } from "./feedback-modal.tsx"
import { GameNavbar } from "./game-navbar.tsx"
import { RulesModal } from "./rules-modal.tsx"
import "../game.css"

/**
 * The layout of the game pages (spec §2): the game navbar, the page, and the rules and feedback
 * modals it opens. Feedback carries the game and challenge on screen.
 */
export const GameLayout = ({ children }: { children: ReactNode }) => {
  const { t } = useTranslation()
  const [modal, setModal] = useState<"rules" | "feedback" | null>(null)
  const record = useGameSession().activeGame.value
  const challengeId = record === null ? null : (revealedChallenge(record.game) ?? record.game.history.at(-1)?.challengeId ?? null)
  return (
    <div className="game-shell">
      <a className="skip-link" href="#main">
        {t("nav.skipToContent")}
      </a>
      <GameNavbar onRules={() => setModal("rules")} onFeedback={() => setModal("feedback")} />
      <main id="main" className="game-main" tabIndex={-1}>
        {children}
      </main>
      <RulesModal isOpen={modal === "rules"} onClose={() => setModal(null)} />
      <FeedbackModal isOpen={modal === "feedback"} onClose={() => setModal(null)} gameId={record === null ? null : shownId(record)} challengeId={challengeId} />
    </div>
  )
}
