// The composition root: the one place that opens the database and builds what the
// process shares. Requests get it through the root middleware (request-scope.server.ts),
// background services through `start(scope)` (services.server.ts); tests build their own
// with `createAppScope`.
import { createAdminSessions, type AdminSessions } from "~/auth/session.server"
import { openConfiguredDb, type Db } from "~/db/client.server"
import { config as processConfig, type Config } from "~/lib/config.server"
import { log } from "~/lib/log.server"
import { createChannelCache, type ChannelCache } from "~/video/channel-cache.server"

export type AppScope = {
  db: Db
  config: Config
  /** The clock every rule reads the time from (tests give their own). */
  now: () => Date
  log: typeof log
  /** The cached channel data (live streams, shorts) every page reads. */
  channelCache: ChannelCache
  adminSessions: AdminSessions
}

/** A scope around a database; each part may be given (tests give their own clock or cache). */
export function createAppScope({
  db,
  config = processConfig,
  now = () => new Date(),
  channelCache,
  adminSessions,
}: {
  db: Db
  config?: Config
  now?: () => Date
  channelCache?: ChannelCache
  adminSessions?: AdminSessions
}): AppScope {
  const openDb = () => Promise.resolve(db)
  return {
    db,
    config,
    now,
    log,
    channelCache: channelCache ?? createChannelCache({ db: openDb, now, youtube: config.youtube }),
    adminSessions:
      adminSessions ??
      createAdminSessions(
        { ...config.admin, dataDir: config.dataDir, databaseUrl: config.databaseUrl },
        openDb,
        now,
      ),
  }
}

let opened: Promise<{ scope: AppScope; close: () => Promise<void> }> | undefined

/** The process's scope, opened on first use (the server entry opens it before it listens). */
export function getAppScope(): Promise<AppScope> {
  if (!opened) {
    const attempt = openConfiguredDb(processConfig).then(({ db, close }) => ({
      scope: createAppScope({ db }),
      close,
    }))
    // A failed open (the database server down at start) is not kept: the next call tries again.
    attempt.catch(() => {
      if (opened === attempt) opened = undefined
    })
    opened = attempt
  }
  return opened.then(({ scope }) => scope)
}

/** Closes the process's database; a later `getAppScope()` opens it again. */
export async function closeAppScope() {
  const current = opened
  opened = undefined
  if (current) await (await current).close()
}
