// The brochure is a real PDF: parsed here with pdf.js, it holds every service's
// name, description start and features, the contact details and pictures.
import { getDocument, OPS } from "pdfjs-dist/legacy/build/pdf.mjs"
import { describe, expect, it } from "vitest"
import { getBrochure, renderBrochure } from "~/business/brochure.server"
import { SERVICES } from "~/business/services"
import { config } from "~/lib/config.server"

const CONTACT = { email: "leads@capeocean.test", siteUrl: "https://capeocean.test" }

async function readPdf(pdf: Buffer) {
  const doc = await getDocument({ data: new Uint8Array(pdf), verbosity: 0 }).promise
  const pages: string[] = []
  let images = 0
  for (let number = 1; number <= doc.numPages; number++) {
    const page = await doc.getPage(number)
    const content = await page.getTextContent()
    pages.push(
      content.items
        .map((item) => ("str" in item ? item.str + (item.hasEOL ? "\n" : "") : ""))
        .join("")
        .replace(/[ \t]+/g, " "),
    )
    const ops = await page.getOperatorList()
    images += ops.fnArray.filter((fn) => fn === OPS.paintImageXObject).length
  }
  const info = (await doc.getMetadata()).info as Record<string, unknown>
  await doc.destroy()
  return { pages, images, info }
}

describe("brochure", { timeout: 60_000 }, () => {
  it("has a cover and one page per service, from the page's own data", async () => {
    const pdf = await renderBrochure(CONTACT)
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-")
    const { pages, images, info } = await readPdf(pdf)
    expect(pages).toHaveLength(1 + SERVICES.length)
    expect(images).toBe(1 + SERVICES.length)
    expect(info.Title).toBe("Cape Ocean Adventures: Business Services")
    const text = pages.join("\n").replace(/\s+/g, " ")
    expect(pages[0]).toContain("Business Services")
    expect(text).toContain("E-mail: leads@capeocean.test")
    expect(text).toContain("https://capeocean.test/business")
    SERVICES.forEach((service, index) => {
      const page = pages[index + 1]!.replace(/\s+/g, " ")
      expect(page).toContain(service.title)
      expect(page).toContain(service.description.slice(0, 60))
      for (const feature of service.features) expect(page).toContain(feature)
      expect(page).toContain(`https://capeocean.test/business/enquiry?service=${service.slug}`)
    })
  })

  it("is made once and then served from memory, one copy only", async () => {
    const first = getBrochure(CONTACT)
    expect(getBrochure(CONTACT)).toBe(first)
    const other = getBrochure({ ...CONTACT, email: "other@capeocean.test" })
    expect(other).not.toBe(first)
    const [a, b] = await Promise.all([first, other])
    expect(a.etag).toMatch(/^"[\w-]{27}"$/)
    expect(a.etag).not.toBe(b.etag)
    // The other copy replaced the first: memory holds one brochure, not one per caller.
    expect(getBrochure(CONTACT)).not.toBe(first)
  })

  it("by default links to PUBLIC_ORIGIN and writes SHOP_EMAIL", async () => {
    const { pages } = await readPdf((await getBrochure()).pdf)
    const text = pages.join("\n").replace(/\s+/g, " ")
    expect(text).toContain(`E-mail: ${config.mail.shopEmail}`)
    expect(text).toContain(`${config.publicOrigin}/business/enquiry?service=installation`)
  })
})
