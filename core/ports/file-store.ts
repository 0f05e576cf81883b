import { Context, type Effect, type Option } from "effect"

/** A stored file's bytes and media type. */
export interface StoredFile {
  readonly bytes: Uint8Array
  readonly contentType: string
}

/** Files by path (`users/<uid>/…` for profile images, `images/…` for shared ones). */
export class FileStore extends Context.Tag("Ports/FileStore")<
  FileStore,
  {
    readonly put: (path: string, file: StoredFile) => Effect.Effect<void>
    readonly get: (path: string) => Effect.Effect<Option.Option<StoredFile>>
    /** Removes the file; nothing when it is gone already. */
    readonly delete: (path: string) => Effect.Effect<void>
    /** Removes the folder and every file under it (`users/<uid>`); nothing when it is gone already. */
    readonly deleteFolder: (path: string) => Effect.Effect<void>
    /** The public URL the file is served at. */
    readonly urlOf: (path: string) => string
    /** The path of a URL this store handed out, or none for any other URL. */
    readonly pathOf: (url: string) => Option.Option<string>
  }
>() {}
