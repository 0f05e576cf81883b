/**
 * What wouter imports from `use-sync-external-store/shim`, taken from React itself:
 * the shim backports the hook to React 17, and React 19 has it (web/vite.config.ts points the shim here).
 */
export { useSyncExternalStore } from "react"
