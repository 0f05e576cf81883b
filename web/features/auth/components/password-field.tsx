import { type ComponentProps, useState } from "react"
import { FormField } from "../../../components/form-field.tsx"
import { Icon } from "../../../components/icons.tsx"
import { useTranslation } from "../../../lib/use-translation.ts"

/** A password input with a button that shows or hides what was typed. */
export const PasswordField = ({ id, label, error, hint, ...input }: Omit<ComponentProps<typeof FormField>, "type" | "trailing" | "multiline">) => {
  const { t } = useTranslation()
  const [isShown, setShown] = useState(false)
  return (
    <FormField
      id={id}
      label={label}
      error={error}
      hint={hint}
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
