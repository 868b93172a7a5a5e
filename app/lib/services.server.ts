// Work the server process does besides answering requests: opening the database
// (so migrations run and start-up problems show at once) and any background
// workers the domains register. The custom server calls startServices() at boot.
import { closeDb, getDb } from "~/db/client.server"
import { log } from "~/lib/log.server"
import { mailWorkerService } from "~/mail/sender.server"
import { retentionService } from "~/privacy/retention.server"
import { videoRefresherService } from "~/video/video-refresher.server"

type Service = {
  name: string
  start: () => Promise<void> | void
  stop?: () => Promise<void> | void
}

const services: Service[] = []
let started: Promise<void> | undefined

export function registerService(service: Service) {
  services.push(service)
}

// Every server process sends queued mail (docs/decisions/mail-outbox.md).
registerService(mailWorkerService)
// Live video data is refreshed in the background, so pages only read the database.
registerService(videoRefresherService)
// Personal data is purged on a schedule (README "Privacy").
registerService(retentionService)

export function startServices(): Promise<void> {
  started ??= (async () => {
    await getDb()
    for (const service of services) {
      await service.start()
      log.info("service.started", { service: service.name })
    }
  })()
  return started
}

/**
 * Stops the background work (the mail worker finishes the mail it is sending),
 * then waits for `drained` (the requests in flight) before closing the database.
 */
export async function stopServices(drained?: Promise<unknown>) {
  for (const service of [...services].reverse()) await service.stop?.()
  await drained
  await closeDb()
}
