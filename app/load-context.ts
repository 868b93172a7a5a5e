// What the Express server passes to every loader and action (server/app.js).
import "react-router"
import type { Db } from "~/db/client.server"

declare module "react-router" {
  interface AppLoadContext {
    /** CSP nonce of this response. */
    nonce: string
    /** The client's address as Express sees it (trusting only local proxies). */
    clientAddress: string
    /** The process's database (app/db/client.server.ts), opened before the server listens. */
    db: Db
  }
}

export {}
