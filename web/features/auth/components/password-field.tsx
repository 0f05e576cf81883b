import { type ComponentProps, useState } from "react"
import { passwordMessage } from "#core/validation/password.ts"
import { FormField } from "#web/components/form-field.tsx"
import { Icon } from "#web/components/icons.tsx"
import { useTranslation } from "#web/lib/use-translation.ts"

/**
 * A password input with a button that shows or hides what was typed. With a `hint` (the spec's rule),
 * a password refused by that rule shows the hint as the error and, below it, a short line that points
 * at it, rather than the same sentence twice.
 */
export const PasswordField = ({
  id,
  label,
  error,
  hint,
  ...input
}: Omit<ComponentProps<typeof FormField>, "type" | "trailing" | "multiline" | "isHintBroken">) => {
  const { t } = useTranslation()
  const [isShown, setShown] = useState(false)
  const isRuleBroken = hint !== undefined && error !== undefined && error === t(passwordMessage.key, passwordMessage.params)
  return (
    <FormField
      id={id}
      label={label}
      error={isRuleBroken ? t("auth.field.passwordRefused") : error}
      hint={hint}
      isHintBroken={isRuleBroken}
      type={isShown ? "text" : "password"}
      spellCheck={false}
      autoCapitalize="off"
      {...input}
      trailing={
        <button type="button" className="field-action" aria-pressed={isShown} aria-controls={id} onClick={() => setShown(!isShown)}>
          <Icon name={isShown ? "eyeOff" : "eye"} size={20} />
          <span className="visually-hidden">{t(isShown ? "auth.field.hidePassword" : "auth.field.showPassword")}</span>
        </button>
      }
    />
  )
}
