import { useEffect, useState } from "react"
import type { Language } from "#core/domain/language.ts"

const synthesis = (): SpeechSynthesis | undefined => (typeof window === "undefined" ? undefined : window.speechSynthesis)

/**
 * The voice to read a text in `language` with: one whose language matches, the device's own (offline)
 * voices first, the default among them first; offline, only the device's own. Null when none fits.
 */
export const pickVoice = (voices: ReadonlyArray<SpeechSynthesisVoice>, language: Language, isOnline: boolean): SpeechSynthesisVoice | null => {
  const matching = voices.filter((voice) => voice.lang.toLowerCase().replace("_", "-").split("-")[0] === language)
  const usable = isOnline ? matching : matching.filter((voice) => voice.localService)
  const rank = (voice: SpeechSynthesisVoice) => (voice.localService ? 0 : 2) + (voice.default ? 0 : 1)
  return [...usable].sort((a, b) => rank(a) - rank(b))[0] ?? null
}

/**
 * The voice this device has for `language`, following the list as it arrives (browsers fill it after
 * `voiceschanged`) and the connection (remote voices need it). Null while there is none.
 */
export const useVoice = (language: Language): SpeechSynthesisVoice | null => {
  const [voice, setVoice] = useState<SpeechSynthesisVoice | null>(null)
  useEffect(() => {
    const speech = synthesis()
    if (speech === undefined || typeof speech.getVoices !== "function") return
    const update = () => {
      try {
        setVoice(pickVoice(speech.getVoices(), language, navigator.onLine))
      } catch {
        setVoice(null)
      }
    }
    update()
    speech.addEventListener?.("voiceschanged", update)
    window.addEventListener("online", update)
    window.addEventListener("offline", update)
    return () => {
      speech.removeEventListener?.("voiceschanged", update)
      window.removeEventListener("online", update)
      window.removeEventListener("offline", update)
    }
  }, [language])
  return voice
}

/** Reads `text` aloud with `voice`, in its language, cutting short whatever was being read. */
export const readAloud = (text: string, voice: SpeechSynthesisVoice): void => {
  const speech = synthesis()
  if (speech === undefined || typeof SpeechSynthesisUtterance === "undefined") return
  try {
    speech.cancel()
    const utterance = new SpeechSynthesisUtterance(text)
    utterance.voice = voice
    utterance.lang = voice.lang
    utterance.rate = 0.95
    speech.speak(utterance)
  } catch {
    /* no speech on this device after all */
  }
}

/** Stops reading (the turn moved on, or the page was left). */
export const stopReading = (): void => {
  try {
    synthesis()?.cancel()
  } catch {
    /* nothing was being read */
  }
}
