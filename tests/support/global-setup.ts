// Global setup of Vitest and Playwright: a PostgreSQL server for the run when the
// test command did not provide one (see tests/support/postgres-server.ts).
import { ensureTestPostgres } from "./postgres-server"

export default async function globalSetup() {
  return ensureTestPostgres()
}
