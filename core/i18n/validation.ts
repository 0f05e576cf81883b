/** Texts of the validation rules (spec §5), in both languages (i18next interpolation). */
export const validationMessages = {
  en: {
    "validation.invalid": "This value is not valid",
    "validation.required": "This field is required",
    "validation.noSpaces": "This field must not contain spaces",
    "validation.minLength": "This field must contain at least {{min}} characters",
    "validation.maxLength": "This field must contain at most {{max}} characters",
    "validation.lengthBetween": "This field must contain between {{min}} and {{max}} characters",
    "validation.greaterThanOrEqual": "This field must be greater than or equal to {{min}}",
    "validation.lessThanOrEqual": "This field must be less than or equal to {{max}}",
    "validation.numberBetween": "This field must be between {{min}} and {{max}}",
    "validation.minOptions": "Please choose at least {{min}} options",
    "validation.optionsBetween": "Please choose between {{min}} and {{max}} options",
    "validation.requiredSelect": "Please choose an option",
    "validation.phone": "Please enter a phone number in the format {{example}}",
    "validation.email": "Please enter a valid email address.",
    "validation.emailTooLong": "Your email cannot exceed {{max}} characters.",
    "validation.password":
      "Your password must contain at least {{min}} characters, including an uppercase letter, a lowercase letter, a digit and a special character ({{specials}}).",
    "validation.passwordMismatch": "The passwords do not match.",
    "validation.passwordCommon": "This password is one of the most common ones, tried first by attackers: choose one that is harder to guess.",
    "validation.displayNameLength": "Your display name must contain between {{min}} and {{max}} characters.",
    "validation.playerName": "Please enter a player name with at least {{min}} and at most {{max}} characters",
    "validation.hiddenCharacters": "Remove the invisible or control characters (a line break, a direction mark…).",
    "validation.tooManyCategoriesOff": "You can remove a maximum of {{max}} categories from the list."
  },
  fr: {
    "validation.invalid": "Cette valeur n'est pas valide",
    "validation.required": "Ce champ est obligatoire",
    "validation.noSpaces": "Ce champ ne doit pas contenir d'espace",
    "validation.minLength": "Ce champ doit contenir au moins {{min}} caractères",
    "validation.maxLength": "Ce champ doit contenir au plus {{max}} caractères",
    "validation.lengthBetween": "Ce champ doit contenir entre {{min}} et {{max}} caractères",
    "validation.greaterThanOrEqual": "Ce champ doit être supérieur ou égal à {{min}}",
    "validation.lessThanOrEqual": "Ce champ doit être inférieur ou égal à {{max}}",
    "validation.numberBetween": "Ce champ doit être compris entre {{min}} et {{max}}",
    "validation.minOptions": "Choisis au moins {{min}} options",
    "validation.optionsBetween": "Choisis entre {{min}} et {{max}} options",
    "validation.requiredSelect": "Choisis une option",
    "validation.phone": "Saisis un numéro de téléphone au format {{example}}",
    "validation.email": "Saisis une adresse e-mail valide.",
    "validation.emailTooLong": "Ton adresse e-mail ne peut pas dépasser {{max}} caractères.",
    "validation.password":
      "Ton mot de passe doit contenir au moins {{min}} caractères, dont une majuscule, une minuscule, un chiffre et un caractère spécial ({{specials}}).",
    "validation.passwordMismatch": "Les mots de passe ne correspondent pas.",
    "validation.passwordCommon":
      "Ce mot de passe fait partie des plus courants, les premiers essayés par les pirates : choisis-en un plus difficile à deviner.",
    "validation.displayNameLength": "Ton pseudo doit contenir entre {{min}} et {{max}} caractères.",
    "validation.playerName": "Saisis un nom de joueur d'au moins {{min}} et d'au plus {{max}} caractères",
    "validation.hiddenCharacters": "Retire les caractères invisibles ou de contrôle (retour à la ligne, marque de direction…).",
    "validation.tooManyCategoriesOff": "Tu peux retirer au maximum {{max}} catégories de la liste."
  }
} as const

/** The key of a validation message. */
export type ValidationKey = keyof (typeof validationMessages)["en"]
