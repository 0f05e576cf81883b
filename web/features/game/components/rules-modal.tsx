import { RulesList } from "#web/components/rules-list.tsx"
import { useTranslation } from "#web/lib/use-translation.ts"
import { Modal } from "./modal.tsx"

/** The rules, inside the game (spec §2 Rules: "the rules also appear in a modal inside a game"). */
export const RulesModal = ({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) => {
  const { t } = useTranslation()
  return (
    <Modal isOpen={isOpen} title={t("game.rules.title")} onClose={onClose} className="rules-dialog">
      <RulesList headingLevel={3} />
    </Modal>
  )
}
