import { defineConfig, devices } from "@playwright/test"

// Debian's Chromium headless shell (scripts/ensure-chromium.sh installs it), the lighter
// headless browser Playwright would download for itself if it could reach its servers:
// the end-to-end phase took 40 % less time than with the full Chromium.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium-headless-shell"
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
]

export default defineConfig({
  testDir: "tests/e2e",
  // A throwaway PostgreSQL server when the test command has not started one.
  globalSetup: "./tests/support/global-setup.ts",
  outputDir: "test-results",
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  // A flaky test is fixed, never retried; a stray test.only fails the run.
  retries: 0,
  forbidOnly: true,
  reporter: [["list"]],
  use: {
    ...devices["Desktop Chrome"],
    viewport: { width: 1280, height: 800 },
    // Endless CSS animations (pulsing badges, skeletons) repaint every frame of every open
    // page and took CPU from the tests; the site stops them for reduced motion
    // (docs/decisions/e2e-reduced-motion.md).
    reducedMotion: "reduce",
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    // Recording a trace for every test, to keep only a failure's, cost a tenth of the phase's
    // CPU (docs/decisions/e2e-reduced-motion.md); rerun a failing test with `--trace on`.
    trace: "off",
    screenshot: "only-on-failure",
  },
})
