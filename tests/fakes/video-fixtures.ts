// Playwright fixtures for the video suites: the worker's app server is one
// aimed at the API fake (instead of the shared demo-mode server).
import { test as base } from "../e2e/support/fixtures"
import { startVideoApp, type VideoApp } from "./video-app"

/** A test per suite can rely on this lifetime: long enough for a page and a reload, short enough to wait out. */
export const SHORT_TTL_SECONDS = 2

export const test = base.extend<object, { video: VideoApp }>({
  video: [
    async ({}, use) => {
      const video = await startVideoApp({ ttlSeconds: SHORT_TTL_SECONDS })
      await use(video)
      await video.stop()
    },
    { scope: "worker" },
  ],
  app: [async ({ video }, use) => use(video.app), { scope: "worker" }],
})

export { expect, toastWithTitle, waitForHydration } from "../e2e/support/fixtures"
export { sleep } from "./video-app"
