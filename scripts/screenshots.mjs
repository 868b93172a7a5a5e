// Full-page screenshots of the running site at phone and desktop width, for a
// person to look at: node scripts/screenshots.mjs http://localhost:3000 [/path ...]
import fs from "node:fs"
import { chromium } from "@playwright/test"

const [base = "http://localhost:3000", ...paths] = process.argv.slice(2)
const targets = paths.length
  ? paths
  : [
      "/",
      "/cameras",
      "/highlights",
      "/merchandise",
      "/business",
      "/about",
      "/cart",
      "/checkout",
      "/order-confirmation",
      "/admin/cache",
      "/nope",
    ]
const outDir = ".tmp/shots"
fs.mkdirSync(outDir, { recursive: true })

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
})
for (const width of [360, 1280]) {
  const page = await browser.newPage({ viewport: { width, height: width < 800 ? 740 : 800 } })
  for (const path of targets) {
    await page.goto(base + path, { waitUntil: "networkidle" })
    const file = `${outDir}/${width}${path === "/" ? "-home" : path.replaceAll("/", "-")}.png`
    await page.screenshot({ path: file, fullPage: true })
    console.log(file)
  }
  await page.close()
}
await browser.close()
