import HostEventPage from "../features/gym-night/host/components/host-event-page.tsx"
import HostPage from "../features/gym-night/host/components/host-page.tsx"
import PosterPage from "../features/gym-night/host/components/poster-page.tsx"

/** A gym host's pages (issue #39): their nights, one night, its poster. One chunk, loaded only by a host. */
export const hostPages = { host: HostPage, event: HostEventPage, poster: PosterPage }
