import { signal } from "@preact/signals-react"

/** The browser's deferred install prompt (Chromium's `beforeinstallprompt`). */
export interface InstallPromptEvent extends Event {
  readonly prompt: () => Promise<void>
  readonly userChoice: Promise<{ readonly outcome: "accepted" | "dismissed" }>
}

/** The install prompt the browser offered, while it can still be used. */
export const installPrompt = signal<InstallPromptEvent | null>(null)

/** True once the app runs installed (standalone) or was just installed. */
export const isInstalled = signal(false)

/** Listens from start-up: the event fires once, early, before any page asks for it. */
export const listenForInstallPrompt = (): void => {
  isInstalled.value = globalThis.matchMedia?.("(display-mode: standalone)").matches ?? false
  globalThis.addEventListener("beforeinstallprompt", (event) => {
    event.preventDefault()
    installPrompt.value = event as InstallPromptEvent
  })
  globalThis.addEventListener("appinstalled", () => {
    installPrompt.value = null
    isInstalled.value = true
  })
}
