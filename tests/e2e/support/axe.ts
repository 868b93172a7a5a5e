import { createRequire } from "node:module"
import { expect, type Page } from "@playwright/test"

const require = createRequire(import.meta.url)
const axeSource: string = require("fs").readFileSync(require.resolve("axe-core/axe.min.js"), "utf8")

type AxeViolation = {
  id: string
  impact: string
  help: string
  nodes: { target: string[]; failureSummary?: string }[]
}

/** Runs axe-core (WCAG 2.1 A/AA and best practices) on the page and fails on any violation. */
export async function expectNoAxeViolations(page: Page, label = page.url()) {
  await page.evaluate(axeSource)
  const violations = await page.evaluate(async () => {
    // @ts-expect-error axe is injected above
    const result = await window.axe.run(document, {
      runOnly: {
        type: "tag",
        values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"],
      },
    })
    return result.violations as AxeViolation[]
  })
  const summary = violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => `${n.target.join(" ")} ${n.failureSummary ?? ""}`).join("\n  ")}`,
  )
  expect(summary, `axe violations on ${label}`).toEqual([])
}

/**
 * axe at each width in turn (the page stays at the last); with `shots`, a full-page
 * screenshot of each into `${shots}/${name}-${width}.png`, to look at.
 */
export async function expectNoAxeViolationsAtWidths(
  page: Page,
  name: string,
  {
    widths = [1280, 360],
    height = 800,
    shots,
  }: { widths?: number[]; height?: number; shots?: string } = {},
) {
  for (const width of widths) {
    await page.setViewportSize({ width, height })
    await expectNoAxeViolations(page, `${name} at ${width}px`)
    if (shots) await page.screenshot({ path: `${shots}/${name}-${width}.png`, fullPage: true })
  }
}
