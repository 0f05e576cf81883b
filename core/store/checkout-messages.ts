import { type Message, message } from "../domain/message.ts"
import type { InvalidSignature, PaymentFailed } from "../ports/checkout.ts"
import type { MixedCurrencies, PackWithoutProduct } from "./checkout-order.ts"

/** The refusals of a checkout that the store's own messages do not cover. */
export type CheckoutError = PackWithoutProduct | MixedCurrencies | PaymentFailed | InvalidSignature

/** The message a user (or the payment provider) gets for each checkout refusal. */
export const checkoutErrorMessage = (error: CheckoutError): Message => {
  switch (error._tag) {
    case "PackWithoutProduct":
      return message("checkout.error.packWithoutProduct", { pack: error.pack })
    case "MixedCurrencies":
      return message("checkout.error.mixedCurrencies", { currencies: error.currencies.join(", ") })
    case "PaymentFailed":
      return message("error.paymentFailed")
    case "InvalidSignature":
      return message("checkout.error.invalidSignature")
  }
}

/** Texts of the checkout: its refusals and the demo checkout page (i18next interpolation). */
export const checkoutMessages = {
  en: {
    "checkout.error.packWithoutProduct": "This pack cannot be bought at the moment.",
    "checkout.error.mixedCurrencies": "These packs are priced in different currencies ({{currencies}}): buy them separately.",
    "checkout.error.invalidSignature": "The payment notification's signature is not valid.",
    "checkout.demo.title": "Demo checkout",
    "checkout.demo.notice": "This is a demo: no money is taken and no card is asked for. Online payment is not set up on this server.",
    "checkout.demo.item": "Item",
    "checkout.demo.price": "Price",
    "checkout.demo.total": "Total",
    "checkout.demo.pay": "Pay {{total}} (demo)",
    "checkout.demo.cancel": "Cancel",
    "checkout.demo.expired": "This demo checkout has expired or does not exist.",
    "checkout.demo.backToStore": "Back to the store"
  },
  fr: {
    "checkout.error.packWithoutProduct": "Ce pack ne peut pas être acheté pour le moment.",
    "checkout.error.mixedCurrencies": "Ces packs ont des prix dans des devises différentes ({{currencies}}) : achète-les séparément.",
    "checkout.error.invalidSignature": "La signature de la notification de paiement n'est pas valide.",
    "checkout.demo.title": "Paiement de démonstration",
    "checkout.demo.notice":
      "Ceci est une démonstration : aucun argent n'est prélevé et aucune carte n'est demandée. Le paiement en ligne n'est pas configuré sur ce serveur.",
    "checkout.demo.item": "Article",
    "checkout.demo.price": "Prix",
    "checkout.demo.total": "Total",
    "checkout.demo.pay": "Payer {{total}} (démo)",
    "checkout.demo.cancel": "Annuler",
    "checkout.demo.expired": "Ce paiement de démonstration a expiré ou n'existe pas.",
    "checkout.demo.backToStore": "Retour à la boutique"
  }
} as const
