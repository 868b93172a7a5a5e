// Playwright fixtures for the video suites: the worker's app server is one
// aimed at the API fake (instead of the shared demo-mode server).
import { test as base } from "../e2e/support/fixtures"
import { startVideoApp, type VideoApp } from "./video-app"

/** The suites' cache lifetime, which also bounds the live refresh: changes reach the pages within seconds. */
export const SHORT_TTL_SECONDS = 2

export const test = base.extend<{ markVideoAppUsed: void }, { videoApp: VideoApp }>({
  videoApp: [
    async ({}, use) => {
      const videoApp = await startVideoApp({ ttlSeconds: SHORT_TTL_SECONDS })
      await use(videoApp)
      await videoApp.stop()
    },
    { scope: "worker" },
  ],
  app: [async ({ videoApp }, use) => use(videoApp.app), { scope: "worker" }],
  // A test has seen this server: a suite that needs an empty cache restarts it.
  markVideoAppUsed: [
    async ({ videoApp }, use) => {
      videoApp.used = true
      await use()
    },
    { auto: true },
  ],
})

export { expect, expectNoToast, toastWithTitle, waitForHydration } from "../e2e/support/fixtures"
export { untilPageShows } from "./video-app"
