// Playwright fixtures for the video suites: the worker's app server is one
// aimed at the API fake (instead of the shared demo-mode server).
import { test as base } from "../e2e/support/fixtures"
import { startVideoApp, type VideoApp } from "./video-app"

/** A test per suite can rely on this lifetime: long enough for a page and a reload, short enough to wait out. */
export const SHORT_TTL_SECONDS = 2

export const test = base.extend<object, { videoApp: VideoApp }>({
  videoApp: [
    async ({}, use) => {
      const videoApp = await startVideoApp({ ttlSeconds: SHORT_TTL_SECONDS })
      await use(videoApp)
      await videoApp.stop()
    },
    { scope: "worker" },
  ],
  app: [async ({ videoApp }, use) => use(videoApp.app), { scope: "worker" }],
})

export { expect, toastWithTitle, waitForHydration } from "../e2e/support/fixtures"
export { sleep } from "./video-app"
