/// <reference types="pdfkit" />
// The Business Services brochure: a PDF made on the server with pdfkit from the
// same SERVICES list the page shows, with the site's own pictures (converted
// from WebP, which PDF cannot hold, to JPEG with sharp). It depends only on that
// data and the settings (SHOP_EMAIL, PUBLIC_ORIGIN; never the request's Host,
// which a client chooses), so each process makes it once and keeps one copy.
import crypto from "node:crypto"
import path from "node:path"
import { enquiryPath, REPLY_PROMISE, SERVICES, type ServiceSlug } from "~/business/services"
import { config } from "~/lib/config.server"
import { SITE_NAME } from "~/lib/site"

export type BrochureContact = {
  /** The business address visitors write to (SHOP_EMAIL). */
  email: string
  /** The site's origin, for the links back to the enquiry form. */
  siteUrl: string
}

export type Brochure = { pdf: Buffer; etag: string }

// Where the pictures live: read from the repository like the migrations, since
// the server build only knows their hashed public URLs.
const ASSETS_DIR = path.resolve(process.cwd(), "app/assets")

const COVER_IMAGE = "business-hero.webp"
const SERVICE_IMAGES: Record<ServiceSlug, string> = {
  installation: "cameras/table-mountain.webp",
  maintenance: "cameras/robben-island.webp",
  sponsorship: "cameras/hermanus-whales.webp",
}

const OCEAN_950 = "#062f49"
const OCEAN_700 = "#006ea5"
const KELP_600 = "#0f766e"
const SLATE_700 = "#334155"
const SUN_400 = "#ffc633"

const PAGE = { width: 595.28, height: 841.89 } // A4 in points
const MARGIN = 56

let cached: { key: string; brochure: Promise<Brochure> } | undefined

/** The site's contact details as configured: where every absolute link of the site points. */
export function configuredContact(): BrochureContact {
  return { email: config.mail.shopEmail, siteUrl: config.publicOrigin }
}

/** The brochure, made on first request and kept (one copy: the settings do not change). */
export function getBrochure(contact: BrochureContact = configuredContact()): Promise<Brochure> {
  const key = `${contact.email}\n${contact.siteUrl}`
  if (cached?.key === key) return cached.brochure
  const brochure = renderBrochure(contact).then((pdf) => ({
    pdf,
    etag: `"${crypto.createHash("sha256").update(pdf).digest("base64url").slice(0, 27)}"`,
  }))
  // A failed render is not kept, so the next request tries again.
  brochure.catch(() => {
    if (cached?.brochure === brochure) cached = undefined
  })
  cached = { key, brochure }
  return brochure
}

// pdfkit and sharp are loaded with the first brochure, not with the server: together
// they cost about a third of a second of every start (README "Performance").
async function jpeg(file: string, width: number, height: number): Promise<Buffer> {
  const { default: sharp } = await import("sharp")
  return sharp(path.join(ASSETS_DIR, file))
    .resize(width, height, { fit: "cover" })
    .jpeg({ quality: 78, mozjpeg: true })
    .toBuffer()
}

export async function renderBrochure(contact: BrochureContact): Promise<Buffer> {
  // Pictures at twice their size on the page, sharp enough for print preview.
  const [cover, ...serviceImages] = await Promise.all([
    jpeg(COVER_IMAGE, 1190, 620),
    ...SERVICES.map((service) => jpeg(SERVICE_IMAGES[service.slug], 966, 480)),
  ])

  const { default: PDFDocument } = await import("pdfkit")
  const doc = new PDFDocument({
    size: "A4",
    margin: MARGIN,
    // A fixed date keeps the file, and so its ETag, the same across restarts.
    info: {
      Title: `${SITE_NAME}: Business Services`,
      Author: SITE_NAME,
      Subject: "Custom camera installation, maintenance and support, corporate sponsorships",
      CreationDate: new Date(Date.UTC(2026, 0, 1)),
    },
    lang: "en-ZA",
    displayTitle: true,
  })
  const chunks: Buffer[] = []
  doc.on("data", (chunk: Buffer) => chunks.push(chunk))
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)))
    doc.on("error", reject)
  })

  drawCover(doc, cover!, contact)
  SERVICES.forEach((service, index) => {
    doc.addPage()
    const top = MARGIN
    const width = PAGE.width - 2 * MARGIN
    doc.image(serviceImages[index]!, MARGIN, top, { width, height: width / 2.0125 })
    let y = top + width / 2.0125 + 28
    doc
      .fillColor(KELP_600)
      .font("Helvetica-Bold")
      .fontSize(10)
      .text(`SERVICE ${index + 1} OF ${SERVICES.length}`, MARGIN, y, { characterSpacing: 1.2 })
    y = doc.y + 6
    doc.fillColor(OCEAN_950).fontSize(24).text(service.title, MARGIN, y, { width })
    doc.moveDown(0.6)
    doc
      .fillColor(SLATE_700)
      .font("Helvetica")
      .fontSize(11.5)
      .text(service.description, { width, lineGap: 3, align: "left" })
    doc.moveDown(1.2)
    doc.fillColor(OCEAN_950).font("Helvetica-Bold").fontSize(13).text("What you get")
    doc.moveDown(0.5)
    for (const feature of service.features) {
      const lineY = doc.y
      doc.circle(MARGIN + 4, lineY + 6, 3).fill(KELP_600)
      doc
        .fillColor(OCEAN_950)
        .font("Helvetica")
        .fontSize(11.5)
        .text(feature, MARGIN + 16, lineY, { width: width - 16 })
      doc.moveDown(0.45)
    }
    doc.moveDown(1)
    const link = `${contact.siteUrl}${enquiryPath(service.slug)}`
    const boxY = doc.y
    doc.roundedRect(MARGIN, boxY, width, 64, 8).fill("#effaff")
    doc
      .fillColor(OCEAN_950)
      .font("Helvetica-Bold")
      .fontSize(12)
      .text(`${service.button}:`, MARGIN + 16, boxY + 14, { continued: true })
      .font("Helvetica")
      .text(` write to ${contact.email} or use our enquiry form.`, { width: width - 32 })
    doc
      .fillColor(OCEAN_700)
      .fontSize(10.5)
      .text(link, MARGIN + 16, doc.y + 4, { link, underline: true, width: width - 32 })
    drawFooter(doc, contact)
  })

  doc.end()
  return done
}

function drawCover(doc: PDFKit.PDFDocument, image: Buffer, contact: BrochureContact) {
  const heroHeight = 310
  doc.image(image, 0, 0, { width: PAGE.width, height: heroHeight })
  doc.rect(0, 0, PAGE.width, heroHeight).fillOpacity(0.6).fill(OCEAN_950).fillOpacity(1)
  doc
    .fillColor(SUN_400)
    .font("Helvetica-Bold")
    .fontSize(11)
    .text(SITE_NAME.toUpperCase(), MARGIN, 190, { characterSpacing: 1.5 })
  doc
    .fillColor("#ffffff")
    .fontSize(34)
    .text("Business Services", MARGIN, doc.y + 6)
  doc
    .font("Helvetica")
    .fontSize(13)
    .text("Live ocean cameras for hotels, harbours, tourism and brands in Cape Town.", {
      width: PAGE.width - 2 * MARGIN,
    })

  const width = PAGE.width - 2 * MARGIN
  let y = heroHeight + 36
  doc
    .fillColor(SLATE_700)
    .fontSize(12)
    .text(
      "We install weatherproof cameras along the Cape coast, keep them streaming, and put your brand in front of ocean lovers around the world. Three services, one team:",
      MARGIN,
      y,
      { width, lineGap: 3 },
    )
  y = doc.y + 18
  for (const service of SERVICES) {
    doc.rect(MARGIN, y, 4, 38).fill(KELP_600)
    doc
      .fillColor(OCEAN_950)
      .font("Helvetica-Bold")
      .fontSize(14)
      .text(service.title, MARGIN + 16, y, { width: width - 16 })
    doc
      .fillColor(SLATE_700)
      .font("Helvetica")
      .fontSize(11)
      .text(service.summary, MARGIN + 16, doc.y + 2, { width: width - 16 })
    y = doc.y + 16
  }

  const boxHeight = 100
  const boxY = PAGE.height - MARGIN - boxHeight - 20
  doc.roundedRect(MARGIN, boxY, width, boxHeight, 10).fill(OCEAN_950)
  doc
    .fillColor(SUN_400)
    .font("Helvetica-Bold")
    .fontSize(13)
    .text("Contact us", MARGIN + 20, boxY + 18)
  const enquiryUrl = `${contact.siteUrl}/business`
  doc.fillColor("#ffffff").font("Helvetica").fontSize(11.5)
  doc.text(`E-mail: ${contact.email}`, MARGIN + 20, doc.y + 6, {
    link: `mailto:${contact.email}`,
  })
  doc.text(`Enquiries and consultations: ${enquiryUrl}`, { link: enquiryUrl })
  doc.text(`Based in Cape Town, South Africa. We reply ${REPLY_PROMISE}.`)
  drawFooter(doc, contact)
}

function drawFooter(doc: PDFKit.PDFDocument, contact: BrochureContact) {
  const y = PAGE.height - MARGIN + 10
  // The footer sits in the bottom margin; without this pdfkit would start a new page for it.
  const bottom = doc.page.margins.bottom
  doc.page.margins.bottom = 0
  doc
    .fillColor(SLATE_700)
    .font("Helvetica")
    .fontSize(9)
    .text(`${SITE_NAME}  ·  ${contact.email}  ·  ${contact.siteUrl}`, MARGIN, y, {
      width: PAGE.width - 2 * MARGIN,
      align: "center",
      lineBreak: false,
    })
  doc.page.margins.bottom = bottom
}
