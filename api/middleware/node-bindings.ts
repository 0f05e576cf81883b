import { IncomingMessage, ServerResponse } from "node:http"

/**
 * The Node request and answer under a Hono request (`c.env`), when the app is served by
 * @hono/node-server; undefined when it is answered in process (`app.request`, the tests).
 */
export const nodeBindingsOf = (env: unknown): { readonly incoming: IncomingMessage; readonly outgoing: ServerResponse } | undefined =>
  typeof env === "object" &&
  env !== null &&
  "incoming" in env &&
  env.incoming instanceof IncomingMessage &&
  "outgoing" in env &&
  env.outgoing instanceof ServerResponse
    ? { incoming: env.incoming, outgoing: env.outgoing }
    : undefined
