import { type Message, message } from "../domain/message.ts"
import { playerNameLength } from "../validation/names.ts"
import type { GameError } from "./game-errors.ts"
import { gameRules } from "./rules.ts"

/** The message a player sees for each refusal of the game. */
export const gameErrorMessage = (error: GameError): Message => {
  switch (error._tag) {
    case "TooFewPlayers":
      return message("game.error.tooFewPlayers", { min: error.min })
    case "TooManyPlayers":
      return message("game.error.tooManyPlayers", { max: error.max })
    case "InvalidPlayerName":
      return error.hasHiddenCharacters === true ? message("validation.hiddenCharacters") : message("game.error.invalidPlayerName", playerNameLength)
    case "PlayerNameTaken":
      return message("game.error.playerNameTaken", { name: error.name })
    case "NoPackChosen":
      return message("game.error.noPackChosen")
    case "PacksNotCombinable":
      return message("game.error.packsNotCombinable")
    case "PackComingSoon":
      return message("game.error.packComingSoon", { pack: error.pack })
    case "TooManyCategoriesOff":
      return message("game.error.tooManyCategoriesOff", { max: error.max })
    case "NotEnoughChallenges":
      return message("game.error.notEnoughChallenges", { available: error.available, needed: error.needed })
    case "WrongPhase":
      return message(error.phase === "choosing-route" ? "game.error.chooseRouteFirst" : "game.error.finishTurnFirst")
    case "GameFinished":
      return message("game.error.gameFinished", { rounds: gameRules.rounds })
    case "GameNotFinished":
      return message("game.error.gameNotFinished")
    case "RouteAlreadyUsed":
      return message("game.error.routeAlreadyUsed", { route: error.route })
    case "RouteNameTooLong":
      return message("game.error.routeNameTooLong", { max: error.max })
    case "InvalidRouteName":
      return message("game.error.invalidRouteName")
    case "AttemptStarted":
      return message("game.error.attemptStarted")
    case "NoReplacementLeft":
      return message("game.error.noReplacementLeft")
    case "TimerState":
      return message(error.isRunning ? "game.error.timerRunning" : "game.error.timerStopped")
    case "NothingToUndo":
      return message("game.error.nothingToUndo")
    case "UndoTooLate":
      return message("game.error.undoTooLate", { seconds: error.seconds })
    case "NothingToRate":
      return message("game.error.nothingToRate")
  }
}

/** Texts of the game module, in both languages (i18next interpolation). */
export const gameMessages = {
  en: {
    "game.error.tooFewPlayers": "Add at least {{min}} players to start.",
    "game.error.tooManyPlayers": "A game is for {{max}} players at most.",
    "game.error.invalidPlayerName": "Please enter a player name with at least {{min}} and at most {{max}} characters",
    "game.error.playerNameTaken": "{{name}} is already playing: pick another name.",
    "game.error.noPackChosen": "Choose at least one pack.",
    "game.error.packsNotCombinable": "These packs cannot be played together: choose one of them, or only combinable packs.",
    "game.error.packComingSoon": "This pack is coming soon: it cannot be played yet.",
    "game.error.tooManyCategoriesOff": "You can remove a maximum of {{max}} categories from the list.",
    "game.error.notEnoughChallenges":
      "These packs have {{available}} challenges for this game, {{needed}} are needed: switch a category back on or add a pack.",
    "game.error.chooseRouteFirst": "Choose your problem first.",
    "game.error.finishTurnFirst": "Finish this challenge first: success or fail.",
    "game.error.gameFinished": "The game is over: all {{rounds}} rounds have been played.",
    "game.error.gameNotFinished": "The game is not over yet.",
    "game.error.routeAlreadyUsed": "“{{route}}” was the previous problem: choose another one.",
    "game.error.routeNameTooLong": "A problem name has {{max}} characters at most.",
    "game.error.invalidRouteName": "A problem name cannot hold invisible or control characters (a line break, a direction mark…).",
    "game.error.attemptStarted": "The attempt has started: the challenge can no longer be replaced.",
    "game.error.noReplacementLeft": "No more replacements: the remaining challenges are needed to finish the game.",
    "game.error.timerRunning": "The timer is already running.",
    "game.error.timerStopped": "The timer is not running.",
    "game.error.nothingToUndo": "There is no result to undo: only the last success or fail can be undone, once, before anything else is done.",
    "game.error.undoTooLate": "Too late to undo: a result can be undone for {{seconds}} seconds.",
    "game.error.nothingToRate": "There is no card to rate yet: rate a challenge after its success or fail.",
    "game.deck.switchOnOne": "Not enough challenges for this game: {{available}} left for {{needed}} turns. Switch the category “{{category}}” back on.",
    "game.deck.switchOnTwo":
      "Not enough challenges for this game: {{available}} left for {{needed}} turns. Switch the categories “{{first}}” and “{{second}}” back on.",
    "game.deck.addPack":
      "Not enough challenges for this game: even with every category on, these packs hold {{available}} for {{needed}} turns. Add another pack."
  },
  fr: {
    "game.error.tooFewPlayers": "Ajoute au moins {{min}} joueurs pour commencer.",
    "game.error.tooManyPlayers": "Une partie se joue à {{max}} joueurs au maximum.",
    "game.error.invalidPlayerName": "Saisis un nom de joueur d'au moins {{min}} et d'au plus {{max}} caractères",
    "game.error.playerNameTaken": "{{name}} joue déjà : choisis un autre nom.",
    "game.error.noPackChosen": "Choisis au moins un pack.",
    "game.error.packsNotCombinable": "Ces packs ne se jouent pas ensemble : choisis-en un seul, ou seulement des packs combinables.",
    "game.error.packComingSoon": "Ce pack arrive bientôt : il n'est pas encore jouable.",
    "game.error.tooManyCategoriesOff": "Tu peux retirer au maximum {{max}} catégories de la liste.",
    "game.error.notEnoughChallenges":
      "Ces packs offrent {{available}} défis pour cette partie, il en faut {{needed}} : réactive une catégorie ou ajoute un pack.",
    "game.error.chooseRouteFirst": "Choisis d'abord ton bloc.",
    "game.error.finishTurnFirst": "Termine d'abord ce défi : réussi ou raté.",
    "game.error.gameFinished": "La partie est terminée : les {{rounds}} manches ont été jouées.",
    "game.error.gameNotFinished": "La partie n'est pas encore terminée.",
    "game.error.routeAlreadyUsed": "« {{route}} » était le bloc précédent : choisis-en un autre.",
    "game.error.routeNameTooLong": "Un nom de bloc fait {{max}} caractères au maximum.",
    "game.error.invalidRouteName": "Un nom de bloc ne peut pas contenir de caractère invisible ou de contrôle (retour à la ligne, marque de direction…).",
    "game.error.attemptStarted": "La tentative a commencé : le défi ne peut plus être remplacé.",
    "game.error.noReplacementLeft": "Plus de remplacement possible : les défis restants sont nécessaires pour finir la partie.",
    "game.error.timerRunning": "Le chrono tourne déjà.",
    "game.error.timerStopped": "Le chrono n'est pas lancé.",
    "game.error.nothingToUndo": "Aucun résultat à annuler : seuls le dernier réussi ou raté peuvent être annulés, une fois, avant toute autre action.",
    "game.error.undoTooLate": "Trop tard pour annuler : un résultat s'annule dans les {{seconds}} secondes.",
    "game.error.nothingToRate": "Pas encore de carte à noter : on note un défi après sa réussite ou son échec.",
    "game.deck.switchOnOne": "Pas assez de défis pour cette partie : il en reste {{available}} pour {{needed}} tours. Réactive la catégorie « {{category}} ».",
    "game.deck.switchOnTwo":
      "Pas assez de défis pour cette partie : il en reste {{available}} pour {{needed}} tours. Réactive les catégories « {{first}} » et « {{second}} ».",
    "game.deck.addPack":
      "Pas assez de défis pour cette partie : même avec toutes les catégories, ces packs n'en ont que {{available}} pour {{needed}} tours. Ajoute un autre pack."
  }
} as const
