/**
 * The public pages of the site (the store's are tested with the store), with the heading each shows
 * in French: the translations walk scans the ones not prerendered with axe, and the screenshots walk them all.
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

/**
 * The public pages the server renders (web/build/prerender.ts), with two texts of each in French and
 * English: prerendered-pages.spec.ts opens each as a first visitor would, checks its hydration, its
 * console, what moves and its axe scan; the other walks visit only the public pages not listed here.
 */
export const prerenderedPages: ReadonlyArray<{ readonly path: string; readonly fr: readonly [RegExp, RegExp]; readonly en: readonly [RegExp, RegExp] }> = [
  {
    path: "/",
    fr: [/Transforme ta séance de bloc en jeu/, /Choisis un bloc de ton niveau/],
    en: [/Turn your gym session into a game/, /Pick a problem of your level/]
  },
  { path: "/what-is-it", fr: [/Allez!, c'est quoi/, /jeu de soirée pour 2 à 4 amis/], en: [/What is Allez!\?/, /party game for 2 to 4 friends/] },
  { path: "/rules", fr: [/Les règles du jeu/, /Neuf règles, deux minutes de lecture/], en: [/The rules of the game/, /Nine rules, two minutes to read/] },
  { path: "/about", fr: [/Qui se cache derrière Allez!/, /Trois amis rencontrés/], en: [/Who is behind Allez!\?/, /Three friends who met/] },
  { path: "/contact", fr: [/Écris-nous/, /Une question, une idée de défi/], en: [/Write to us/, /A question, an idea of challenge/] },
  { path: "/store", fr: [/^Boutique$/, /Des packs de défis pour varier tes séances/], en: [/^Store$/, /Challenge packs to keep your sessions fresh/] },
  { path: "/disclaimer", fr: [/Avertissement/, /L'escalade est un sport qui comporte des risques/], en: [/Disclaimer/, /Climbing is a sport with risks/] },
  {
    path: "/privacy",
    fr: [/^Politique de confidentialité$/, /On garde le moins de choses possible sur toi/],
    en: [/^Privacy policy$/, /We keep as little as possible about you/]
  },
  { path: "/auth", fr: [/Ton compte/, /Connecte-toi pour jouer/], en: [/Your account/, /Sign in to play, keep your scores/] },
  { path: "/auth/sign-in", fr: [/^Connexion$/, /Content de te revoir/], en: [/^Sign in$/, /Welcome back!/] },
  {
    path: "/auth/sign-up",
    fr: [/^Créer un compte$/, /Crée ton compte gratuit et joue tout de suite/],
    en: [/^Create an account$/, /Create your free account and play right away/]
  },
  {
    path: "/auth/forgot-password",
    fr: [/^Mot de passe oublié$/, /Donne-nous l'e-mail de ton compte/],
    en: [/^Forgot password$/, /Give us the e-mail of your account/]
  },
  { path: "/404", fr: [/Page introuvable/, /La page que tu cherches n'existe pas/], en: [/Page not found/, /The page you are looking for does not exist/] }
]

/** Whether the first-visit walk of prerendered-pages.spec.ts opens `path`. */
export const isPrerendered = (path: string): boolean => prerenderedPages.some((page) => page.path === path)
