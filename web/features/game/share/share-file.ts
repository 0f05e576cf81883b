/** How a result left the device: shared through the system's sheet, saved as a download, or the person changed their mind. */
export type ShareOutcome = "shared" | "downloaded" | "cancelled"

const isAbort = (error: unknown): boolean => error instanceof DOMException && error.name === "AbortError"

/** Saves a file through a link with `download`, as the browser's own downloads do. */
export const downloadFile = (file: File): void => {
  const url = URL.createObjectURL(file)
  const link = document.createElement("a")
  link.href = url
  link.download = file.name
  link.hidden = true
  document.body.append(link)
  link.click()
  link.remove()
  // The download has its own copy once started; the address is freed after a while.
  setTimeout(() => URL.revokeObjectURL(url), 60_000)
}

/**
 * Offers `file` to the system's share sheet (Web Share API) where the browser can share files,
 * and downloads it otherwise, or when sharing fails for any reason but the person's own cancel.
 */
export const shareOrDownload = async (file: File, details: { readonly title: string; readonly text: string }): Promise<ShareOutcome> => {
  const canShareFile = typeof navigator.share === "function" && typeof navigator.canShare === "function" && navigator.canShare({ files: [file] })
  if (canShareFile) {
    try {
      await navigator.share({ files: [file], title: details.title, text: details.text })
      return "shared"
    } catch (error) {
      if (isAbort(error)) return "cancelled"
    }
  }
  downloadFile(file)
  return "downloaded"
}
