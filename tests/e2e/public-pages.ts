/**
 * The public pages of the site (the store's are tested with the store), with the heading each shows
 * in French: the accessibility scans and the screenshots walk this list.
 */
export const publicPages: ReadonlyArray<{ readonly name: string; readonly path: string; readonly heading: RegExp }> = [
  { name: "home", path: "/", heading: /Transforme ta séance de bloc en jeu/ },
  { name: "what", path: "/what-is-it", heading: /Allez!, c'est quoi/ },
  { name: "rules", path: "/rules", heading: /Les règles du jeu/ },
  { name: "about", path: "/about", heading: /Qui se cache derrière Allez!/ },
  { name: "contact", path: "/contact", heading: /Écris-nous/ },
  { name: "disclaimer", path: "/disclaimer", heading: /Avertissement/ },
  { name: "privacy", path: "/privacy", heading: /^Politique de confidentialité$/ },
  { name: "auth", path: "/auth", heading: /Ton compte/ },
  { name: "sign-in", path: "/auth/sign-in", heading: /^Connexion$/ },
  { name: "sign-up", path: "/auth/sign-up", heading: /^Créer un compte$/ },
  { name: "forgot-password", path: "/auth/forgot-password", heading: /^Mot de passe oublié$/ },
  { name: "new-password", path: "/auth/forgot-password?token=abcdefghijklmnopqrstuvwxyz234567", heading: /Choisis un nouveau mot de passe/ },
  { name: "not-found", path: "/404", heading: /Page introuvable/ },
  { name: "game-not-found", path: "/404/game", heading: /Partie introuvable/ },
  { name: "forbidden", path: "/403", heading: /Accès non autorisé/ },
  { name: "forbidden-game", path: "/403/forbidden-game", heading: /Accès interdit/ },
  { name: "under-construction", path: "/under-construction", heading: /En construction/ }
]
