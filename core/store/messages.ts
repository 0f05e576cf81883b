import { type Message, message } from "../domain/message.ts"
import { gameErrorMessage } from "../game/messages.ts"
import type { StoreError } from "./store-errors.ts"

/** The message a user sees for each refusal of the store (the game's refusals keep the game's keys). */
export const storeErrorMessage = (error: StoreError): Message => {
  switch (error._tag) {
    case "NoPackChosen":
    case "PackComingSoon":
    case "PacksNotCombinable":
      return gameErrorMessage(error)
    case "PackNotOwned":
      return message("store.error.packNotOwned", { pack: error.pack })
    case "PackAlreadyOwned":
      return message("store.error.packAlreadyOwned", { pack: error.pack })
    case "PackAlreadyInBag":
      return message("store.error.packAlreadyInBag", { pack: error.pack })
    case "PackIsFree":
      return message("store.error.packIsFree", { pack: error.pack })
    case "PackNotForSaleYet":
      return message("store.error.packNotForSaleYet", { pack: error.pack })
    case "BagEmpty":
      return message("store.error.bagEmpty")
    case "SignInToBuy":
      return message("store.error.signInToBuy")
    case "ProductMappedTwice":
      return message("store.error.productMappedTwice", { product: error.product, packs: error.packs.join(", ") })
  }
}

/** Texts of the store module, in both languages (i18next interpolation). */
export const storeMessages = {
  en: {
    "store.error.packNotOwned": "You do not own this pack yet: get it in the store to play it.",
    "store.error.packAlreadyOwned": "You already own this pack.",
    "store.error.packAlreadyInBag": "This pack is already in your bag.",
    "store.error.packIsFree": "This pack is free: no need to buy it.",
    "store.error.packNotForSaleYet": "This pack is coming soon: it cannot be bought yet.",
    "store.error.bagEmpty": "Your bag is empty.",
    "store.error.signInToBuy": "You must be signed in to buy packs.",
    "store.error.productMappedTwice": "The product {{product}} belongs to several packs ({{packs}})."
  },
  fr: {
    "store.error.packNotOwned": "Tu ne possèdes pas encore ce pack : ajoute-le depuis la boutique pour y jouer.",
    "store.error.packAlreadyOwned": "Tu possèdes déjà ce pack.",
    "store.error.packAlreadyInBag": "Ce pack est déjà dans ton panier.",
    "store.error.packIsFree": "Ce pack est gratuit : pas besoin de l'acheter.",
    "store.error.packNotForSaleYet": "Ce pack arrive bientôt : il n'est pas encore en vente.",
    "store.error.bagEmpty": "Ton panier est vide.",
    "store.error.signInToBuy": "Tu dois être connecté pour acheter des packs.",
    "store.error.productMappedTwice": "Le produit {{product}} appartient à plusieurs packs ({{packs}})."
  }
} as const
