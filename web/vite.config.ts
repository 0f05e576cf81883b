import { fileURLToPath } from "node:url"
import babel from "@rolldown/plugin-babel"
import react from "@vitejs/plugin-react"
import { defineConfig } from "vite"
import { VitePWA } from "vite-plugin-pwa"
import { coreCatalogs } from "./build/core-catalogs.ts"
import { freePacks } from "./build/free-packs.ts"
import { precompress } from "./build/precompress.ts"
import { preloadFirstChunks } from "./build/preload-first-chunks.ts"
import { prerenderPages } from "./build/prerender.ts"

/** Chromium reads per-language members (`description_localized`); other browsers ignore them. */
const manifestTranslations = {
  name_localized: { fr: { value: "Allez!", lang: "fr" }, en: { value: "Allez!", lang: "en" } },
  description_localized: {
    fr: { value: "Le jeu de soirée pour 2 à 4 amis en salle d'escalade : un bloc, un défi, cinq manches.", lang: "fr" },
    en: { value: "The party game for 2 to 4 friends at the climbing gym: one problem, one challenge, five rounds.", lang: "en" }
  }
}

const webRoot = fileURLToPath(new URL(".", import.meta.url))
const repositoryRoot = new URL("../", import.meta.url)

/** The web app: React + signals transform, route-level chunks, an installable PWA (prompt on update). */
export default defineConfig({
  root: webRoot,
  publicDir: "public",
  build: {
    outDir: "dist",
    emptyOutDir: true,
    target: "es2022",
    assetsInlineLimit: 0,
    chunkSizeWarningLimit: 600,
    // Every browser the build targets (ES2022) preloads modules but Safari 16, which then fetches them on demand: no polyfill.
    // A page's chunk fetches its own imports as it is read; listing every chunk's whole import tree
    // for a preload cost the home page 1.5 KB of JavaScript (the names of ~100 chunks). Only a
    // chunk's styles are fetched beside it, so a page is never drawn before its CSS.
    modulePreload: { polyfill: false, resolveDependencies: (_file, deps) => deps.filter((dep) => dep.endsWith(".css")) },
    // Everything the entry imports statically in one chunk (the entry's): gzip compresses one file
    // far better than the score of small shared chunks the splitter made of it (7 KB less on the home page).
    rolldownOptions: { output: { codeSplitting: { groups: [{ name: "index", tags: ["$initial"] }] } } }
  },
  resolve: {
    // React 19 has useSyncExternalStore: the shim wouter imports for React 17 is dead weight.
    alias: [
      { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: fileURLToPath(new URL("lib/use-sync-external-store-shim.ts", import.meta.url)) }
    ]
  },
  server: {
    port: 5173,
    proxy: { "/api": { target: process.env.API_URL ?? "http://localhost:8080", changeOrigin: false } }
  },
  preview: { port: 4173 },
  plugins: [
    coreCatalogs(repositoryRoot),
    freePacks(repositoryRoot),
    preloadFirstChunks(),
    react(),
    babel({ plugins: [["module:@preact/signals-react-transform", {}]] }),
    VitePWA({
      registerType: "prompt",
      injectRegister: false,
      includeAssets: ["favicon.svg", "icons/apple-touch-icon.png"],
      manifest: {
        id: "/",
        name: "Allez!",
        short_name: "Allez!",
        description: "Le jeu de soirée pour 2 à 4 amis en salle d'escalade : un bloc, un défi, cinq manches.",
        lang: "fr",
        dir: "ltr",
        start_url: "/",
        scope: "/",
        display: "standalone",
        orientation: "portrait",
        theme_color: "#C2410C",
        background_color: "#FFF7ED",
        categories: ["games", "sports", "entertainment"],
        icons: [
          { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
          { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
          { src: "/icons/maskable-192.png", sizes: "192x192", type: "image/png", purpose: "maskable" },
          { src: "/icons/maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
          { src: "/favicon.svg", sizes: "any", type: "image/svg+xml", purpose: "any" }
        ],
        ...manifestTranslations
      },
      workbox: {
        // A first visit is in the worker's hands as soon as it is installed, so the app (and the free
        // packs) work offline without a reload. Updates still wait for the prompt (no skipWaiting).
        clientsClaim: true,
        globPatterns: ["**/*.{js,css,html,svg,png,webp,json,webmanifest,woff2}"],
        // The prerendered pages are for a first visit over the network; offline, the shell renders them.
        globIgnores: ["prerendered/**"],
        navigateFallback: "/index.html",
        // Pages the server renders itself (the demo checkout, uploaded files) are not the app's: never its index.html.
        navigateFallbackDenylist: [/^\/api\//, /^\/demo-checkout\//, /^\/files\//],
        cleanupOutdatedCaches: true,
        runtimeCaching: [
          {
            // The deployment's facts (the contact address): fresh when online, the last answer offline.
            urlPattern: ({ url }) => url.pathname === "/api/site",
            handler: "NetworkFirst",
            options: { cacheName: "allez-site", networkTimeoutSeconds: 3, expiration: { maxEntries: 1 } }
          },
          {
            urlPattern: ({ url }) => url.pathname.startsWith("/packs/") || url.pathname.startsWith("/avatars/"),
            handler: "StaleWhileRevalidate",
            options: { cacheName: "allez-content", expiration: { maxEntries: 400 } }
          }
        ]
      }
    }),
    prerenderPages(repositoryRoot),
    precompress()
  ]
})
