import { describe, expect, it } from "vitest"
import { emailAddressOf, isPlaceholder, telHref } from "~/legal/business-details"
import { getBusinessDetails } from "~/legal/business-details.server"
import { config } from "~/lib/config.server"

const OWN = {
  legalName: "Cape Ocean Adventures (Pty) Ltd",
  legalStatus: "private company",
  registrationNumber: "2021/123456/07",
  directors: "Sipho Dlamini",
  physicalAddress: "14 Harbour Road, Kalk Bay, 7975",
  postalAddress: "PO Box 77, Kalk Bay, 7990",
  phone: "+27 21 555 0142",
  email: "hello@capeocean.example",
  informationOfficer: "Anna Botha",
}

describe("business details", () => {
  it("marks every default as a placeholder, the local e-mail and origin included", () => {
    // The test environment sets none of the business settings.
    const details = getBusinessDetails(config.business, "http://localhost:3000")
    const { tradingName, ...settings } = details
    expect(tradingName).toBe("Cape Ocean Adventures")
    for (const [field, value] of Object.entries(settings))
      expect(isPlaceholder(value), `${field}: ${value}`).toBe(true)
    expect(details.email).toBe("info@localhost (placeholder – set SHOP_EMAIL)")
    expect(emailAddressOf(details.email)).toBe("info@localhost")
    expect(details.website).toBe("http://localhost:3000 (placeholder – set PUBLIC_ORIGIN)")
  })

  it("shows the business's own values as they are", () => {
    const details = getBusinessDetails(OWN, "https://shop.capeocean.example")
    const { tradingName: _, ...settings } = details
    for (const value of Object.values(settings)) expect(isPlaceholder(value)).toBe(false)
    expect(details.website).toBe("https://shop.capeocean.example")
    expect(details.email).toBe("hello@capeocean.example")
  })

  it("dials a phone number by its digits", () => {
    expect(telHref("+27 21 555 0142")).toBe("tel:+27215550142")
    expect(telHref("(021) 555-0142")).toBe("tel:0215550142")
  })
})
