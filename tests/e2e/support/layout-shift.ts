// Cumulative layout shift as Lighthouse counts it (shifts without recent input), measured
// with a PerformanceObserver from the first paint on.
import type { Page } from "@playwright/test"
import { waitForHydration } from "./fixtures"

/** The most a page may shift while it loads ('good' is 0.1; pages here stay far below). */
export const CLS_MAX = 0.02

/** Records layout shifts from the first paint on, on every page this page loads from now on. */
export async function observeLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const state = window as unknown as { __cls: number }
    state.__cls = 0
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number
        hadRecentInput: boolean
      }[])
        if (!entry.hadRecentInput) state.__cls += entry.value
    }).observe({ type: "layout-shift", buffered: true })
  })
}

/** The layout shift of a page load, once it has loaded, hydrated and painted twice more. */
export async function loadAndMeasure(page: Page, path: string) {
  await page.goto(path, { waitUntil: "load" })
  return settledLayoutShift(page)
}

/** The layout shift of the page so far, once it has hydrated and painted twice more. */
export async function settledLayoutShift(page: Page) {
  await waitForHydration(page)
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
      ),
  )
  return page.evaluate(() => (window as unknown as { __cls: number }).__cls)
}
