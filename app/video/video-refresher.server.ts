// The background refresher: in every server process, a timer looks at the
// cached channel data every tenth of the live interval and refreshes what is
// due, so pages only ever read the database. Several processes on one
// PostgreSQL share the work through the lease per key in channel-cache.server.ts.
import { errorMessage, log } from "~/lib/log.server"
import type { Config } from "~/lib/config.server"
import type { ChannelCache } from "./channel-cache.server"
import { videoTiming } from "./refresh-schedule.server"

export type VideoRefresher = {
  start: () => void
  stop: () => Promise<void>
  /** One look at every key at `at` (the clock's time unless given); returns how many were refreshed. */
  runOnce: (at?: Date) => Promise<number>
}

export function createVideoRefresher(options: {
  cache: ChannelCache
  now: () => Date
  tickMs: number
}): VideoRefresher {
  const { cache, now, tickMs } = options
  let timer: ReturnType<typeof setTimeout> | undefined
  let running: Promise<number> | undefined
  let stopped = true

  function runOnce(at = now()): Promise<number> {
    running ??= cache
      .refreshDueKeys(at.getTime())
      .catch((error: unknown) => {
        log.error("youtube.refresher_failed", { error: errorMessage(error) })
        return 0
      })
      .finally(() => (running = undefined))
    return running
  }

  function schedule() {
    if (stopped) return
    timer = setTimeout(() => {
      void runOnce().finally(schedule)
    }, tickMs)
    timer.unref?.()
  }

  return {
    start() {
      if (!stopped) return
      stopped = false
      schedule()
    },
    async stop() {
      stopped = true
      if (timer) clearTimeout(timer)
      await running
    },
    runOnce,
  }
}

/** Listed in app/services.server.ts: starts this process's refresher and returns it (none in demo mode). */
export const videoRefresherService = {
  name: "video",
  start({
    channelCache,
    config,
    now,
  }: {
    channelCache: ChannelCache
    config: Config
    now: () => Date
  }): VideoRefresher | undefined {
    // Without a key the site runs on sample data; say so once.
    if (channelCache.isDemoMode()) {
      log.info("youtube.demo_mode", {
        message: "YOUTUBE_API_KEY is not set: showing sample cameras and shorts",
      })
      return
    }
    const refresher = createVideoRefresher({
      cache: channelCache,
      now,
      tickMs: videoTiming(config.youtube).tickMs,
    })
    refresher.start()
    return refresher
  },
}
