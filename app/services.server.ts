// Work the server process does besides answering requests, all listed here and started
// by the server entry (server/start.js, server/dev.js) through startServices(): opening the
// process's scope (so migrations run and start-up problems show at once), then each service
// in this order with that scope. No module starts work when it is imported.
import { settleAfterAnswer } from "~/abuse/after-answer.server"
import { adminPasswordService } from "~/auth/password.server"
import { log } from "~/lib/log.server"
import { mailWorkerService } from "~/mail/sender.server"
import { confirmationResumeService } from "~/newsletter/subscribers.server"
import { retentionService } from "~/privacy/retention.server"
import { closeAppScope, getAppScope, type AppScope } from "~/scope/app-scope.server"
import { unpaidOrdersService } from "~/shop/unpaid-orders.server"
import { videoRefresherService } from "~/video/video-refresher.server"

/** A started service: its state lives here, not in its module. */
export type RunningService = { stop: () => Promise<void> | void }

export type Service = {
  name: string
  /**
   * Gets the process's scope (its database, settings, clock…), opened before any service
   * starts; a service that keeps working returns what stops it.
   */
  start: (scope: AppScope) => Promise<RunningService | void> | RunningService | void
}

const services: readonly Service[] = [
  // Every server process sends queued mail (docs/decisions/mail-outbox.md).
  mailWorkerService,
  // Live video data is refreshed in the background, so pages only read the database.
  videoRefresherService,
  // Personal data is purged on a schedule (docs/runtime.md "Personal data").
  retentionService,
  // A sign-up stored but not yet mailed when the last process stopped is mailed now.
  confirmationResumeService,
  // Unpaid orders get a reminder, then are cancelled (docs/runtime.md "Unpaid orders").
  unpaidOrdersService,
  // Weak admin secrets stop the start; a generated password is printed before anyone needs it.
  adminPasswordService,
]

// The services this process has started, each with what stops it, in start order.
let runs: Array<{ service: Service; running: RunningService | void }> = []
let started: Promise<void> | undefined

export function startServices(): Promise<void> {
  started ??= (async () => {
    const scope = await getAppScope()
    for (const service of services) {
      runs.push({ service, running: await service.start(scope) })
      log.info("service.started", { service: service.name })
    }
  })()
  return started
}

/**
 * Stops the background work (the mail worker finishes the mail it is sending),
 * then waits for `drained` (the requests in flight) and the work they left to run
 * after their answers before closing the database.
 */
export async function stopServices(drained?: Promise<unknown>) {
  const stopping = runs.reverse()
  runs = []
  started = undefined
  for (const { running } of stopping) await running?.stop()
  await drained
  await settleAfterAnswer()
  await closeAppScope()
}
