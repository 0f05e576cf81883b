import { type Message, message } from "../domain/message.ts"
import type { AdminError } from "./admin-errors.ts"

/** Texts of the admin area's refusals and form rules, in both languages (i18next interpolation). */
export const adminMessages = {
  en: {
    "admin.error.packExists": "There is already a pack {{pack}}: choose another id.",
    "admin.error.packChanged": "The pack {{pack}} has changed since you opened it (it is now at version {{version}}). Reload it, then make your change again.",
    "admin.error.versionNotNewer": "The version must be newer than {{stored}}.",
    "admin.error.packNeedsChallenge": "A pack that is not coming soon needs at least one challenge.",
    "admin.error.productIdTaken": "The product {{product}} already unlocks the pack {{pack}}.",
    "admin.error.challengeNotFound": "There is no challenge {{challenge}}.",
    "admin.error.challengeIdTaken": "The id {{challenge}} is already used by a challenge of the pack {{pack}}.",
    "admin.error.unknownTags": "Unknown tag(s): {{tags}}. Create them first.",
    "admin.error.tagNotFound": "There is no tag {{tag}}.",
    "admin.error.tagExists": "There is already a tag {{tag}}.",
    "admin.error.tagInUse": "The tag {{tag}} is used by {{count}} challenge(s) in {{packs}}: remove it from them first.",
    "admin.error.noUserWithEmail": "No account uses the e-mail {{email}}. They must sign up first.",
    "admin.error.emailNotVerified": "The account {{email}} has not confirmed its e-mail address yet: the admin role goes to confirmed addresses only.",
    "admin.error.cannotRevokeSelf": "You cannot remove your own admin role.",
    "admin.error.adminNotFound": "{{user}} is not an admin.",
    "admin.error.packInvalid": "The pack has {{count}} problem(s); nothing was saved.",
    "admin.error.packProblem": "{{rule}}",
    "admin.error.packUnplayable":
      "This change would leave the pack {{pack}} unable to fill a {{players}}-player game on a {{style}} problem: with the categories {{categories}} switched off, {{left}} challenge(s) are left and it needs {{needed}}. Nothing was saved.",
    "admin.error.packUnplayableAnyStyle":
      "This change would leave the pack {{pack}} unable to fill a {{players}}-player game on a problem whose style is not named (a challenge limited to some styles is drawn only when the player names one of them): with the categories {{categories}} switched off, {{left}} challenge(s) are left and it needs {{needed}}. Nothing was saved.",
    "admin.validation.semver": "Enter a version like 1.0.0.",
    "admin.validation.packId": "Use lower-case letters and digits joined by hyphens, like party-night.",
    "admin.validation.challengeId": "Use lower-case letters, digits, - and _, like base-012.",
    "admin.validation.tagId": "Use lower-case letters and digits joined by hyphens, like slab.",
    "admin.validation.productId": "Use letters, digits, _ and -, like prod_party_night.",
    "admin.validation.currency": "Enter a currency code in capitals, like EUR.",
    "admin.validation.cents": "Enter a whole number of cents, 0 or more.",
    "admin.validation.timeLimit": "Enter a whole number of seconds, 1 or more.",
    "admin.validation.timerMeaning": "Choose what the clock means: a limit, a minimum or a hold.",
    "admin.validation.style": "Use one of the styles slab, vertical, overhang, traverse.",
    "admin.validation.stylesRequired": "Tick at least one style: a challenge fits some problems (all four: every problem).",
    "admin.validation.stylesEachOnce": "Name each style once, four at most.",
    "admin.validation.minPlayers": "Choose between {{min}} and {{max}} players.",
    "admin.validation.noSurroundingSpaces": "Remove the spaces at the start and the end."
  },
  fr: {
    "admin.error.packExists": "Il existe déjà un pack {{pack}} : choisis un autre identifiant.",
    "admin.error.packChanged":
      "Le pack {{pack}} a changé depuis que tu l'as ouvert (il est maintenant en version {{version}}). Recharge-le, puis refais ta modification.",
    "admin.error.versionNotNewer": "La version doit être plus récente que {{stored}}.",
    "admin.error.packNeedsChallenge": "Un pack qui n'est pas « bientôt disponible » doit garder au moins un défi.",
    "admin.error.productIdTaken": "Le produit {{product}} débloque déjà le pack {{pack}}.",
    "admin.error.challengeNotFound": "Il n'y a pas de défi {{challenge}}.",
    "admin.error.challengeIdTaken": "L'identifiant {{challenge}} est déjà pris par un défi du pack {{pack}}.",
    "admin.error.unknownTags": "Tag(s) inconnu(s) : {{tags}}. Crée-les d'abord.",
    "admin.error.tagNotFound": "Il n'y a pas de tag {{tag}}.",
    "admin.error.tagExists": "Il existe déjà un tag {{tag}}.",
    "admin.error.tagInUse": "Le tag {{tag}} est utilisé par {{count}} défi(s) dans {{packs}} : retire-le d'abord de ces défis.",
    "admin.error.noUserWithEmail": "Aucun compte n'utilise l'adresse {{email}}. La personne doit d'abord s'inscrire.",
    "admin.error.emailNotVerified": "Le compte {{email}} n'a pas encore confirmé son adresse e-mail : le rôle d'admin ne va qu'aux adresses confirmées.",
    "admin.error.cannotRevokeSelf": "Tu ne peux pas retirer ton propre rôle d'admin.",
    "admin.error.adminNotFound": "{{user}} n'est pas admin.",
    "admin.error.packInvalid": "Le pack a {{count}} problème(s) ; rien n'a été enregistré.",
    "admin.error.packProblem": "{{rule}}",
    "admin.error.packUnplayable":
      "Cette modification empêcherait le pack {{pack}} de remplir une partie à {{players}} joueurs sur un bloc de style {{style}} : avec les catégories {{categories}} désactivées, il reste {{left}} défi(s) et il en faut {{needed}}. Rien n'a été enregistré.",
    "admin.error.packUnplayableAnyStyle":
      "Cette modification empêcherait le pack {{pack}} de remplir une partie à {{players}} joueurs sur un bloc dont le style n'est pas précisé (un défi limité à certains styles n'est tiré que si le joueur en choisit un) : avec les catégories {{categories}} désactivées, il reste {{left}} défi(s) et il en faut {{needed}}. Rien n'a été enregistré.",
    "admin.validation.semver": "Saisis une version comme 1.0.0.",
    "admin.validation.packId": "Utilise des minuscules et des chiffres reliés par des tirets, comme party-night.",
    "admin.validation.challengeId": "Utilise des minuscules, des chiffres, - et _, comme base-012.",
    "admin.validation.tagId": "Utilise des minuscules et des chiffres reliés par des tirets, comme slab.",
    "admin.validation.productId": "Utilise des lettres, des chiffres, _ et -, comme prod_party_night.",
    "admin.validation.currency": "Saisis un code de devise en majuscules, comme EUR.",
    "admin.validation.cents": "Saisis un nombre entier de centimes, 0 ou plus.",
    "admin.validation.timeLimit": "Saisis un nombre entier de secondes, 1 ou plus.",
    "admin.validation.timerMeaning": "Choisis ce que mesure le chrono : une limite, un minimum ou un maintien.",
    "admin.validation.style": "Utilise un des styles slab, vertical, overhang, traverse.",
    "admin.validation.stylesRequired": "Coche au moins un style : un défi va sur certains blocs (les quatre : sur tous).",
    "admin.validation.stylesEachOnce": "Nomme chaque style une seule fois, quatre au plus.",
    "admin.validation.minPlayers": "Choisis entre {{min}} et {{max}} joueurs.",
    "admin.validation.noSurroundingSpaces": "Retire les espaces au début et à la fin."
  }
} as const

/** The key of an admin text. */
export type AdminKey = keyof (typeof adminMessages)["en"]

/** An admin text as a message. */
export const adminMessage = (key: AdminKey, params?: Record<string, string | number>): Message => message(key, params)

/** The message an admin reads for each refusal of the admin services. */
export const adminErrorMessage = (error: AdminError): Message => {
  switch (error._tag) {
    case "PackExists":
      return adminMessage("admin.error.packExists", { pack: error.id })
    case "PackChanged":
      return adminMessage("admin.error.packChanged", { pack: error.id, version: error.current })
    case "VersionNotNewer":
      return adminMessage("admin.error.versionNotNewer", { stored: error.stored })
    case "PackNeedsChallenge":
      return adminMessage("admin.error.packNeedsChallenge")
    case "ProductIdTaken":
      return adminMessage("admin.error.productIdTaken", { product: error.product, pack: error.pack })
    case "ChallengeIdTaken":
      return adminMessage("admin.error.challengeIdTaken", { challenge: error.id, pack: error.pack })
    case "UnknownTags":
      return adminMessage("admin.error.unknownTags", { tags: error.ids.join(", ") })
    case "TagNotFound":
      return adminMessage("admin.error.tagNotFound", { tag: error.id })
    case "TagInUse":
      return adminMessage("admin.error.tagInUse", { tag: error.id, count: error.challenges, packs: error.packs.join(", ") })
    case "NoUserWithEmail":
      return adminMessage("admin.error.noUserWithEmail", { email: error.email })
    case "EmailNotVerified":
      return adminMessage("admin.error.emailNotVerified", { email: error.email })
    case "CannotRevokeSelf":
      return adminMessage("admin.error.cannotRevokeSelf")
    case "AdminNotFound":
      return adminMessage("admin.error.adminNotFound", { user: error.id })
    case "PackInvalid":
      return adminMessage("admin.error.packInvalid", { count: error.problems.length })
    case "PackUnplayable":
      return adminMessage(error.style === "any" ? "admin.error.packUnplayableAnyStyle" : "admin.error.packUnplayable", {
        pack: error.id,
        players: error.players,
        style: error.style,
        categories: error.off.join(", "),
        left: error.left,
        needed: error.needed
      })
  }
}
