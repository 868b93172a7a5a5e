// The business details for the legal pages, from the settings.
import { config, type Config } from "~/lib/config.server"
import { SITE_NAME } from "~/lib/site"
import type { BusinessDetails } from "~/legal/business-details"

// The defaults of SHOP_EMAIL and PUBLIC_ORIGIN point at this machine: on a
// public page they are placeholders like the others.
function markedIfLocal(value: string, hostname: string, setting: string): string {
  return hostname === "localhost" || hostname === "127.0.0.1"
    ? `${value} (placeholder – set ${setting})`
    : value
}

export function getBusinessDetails(
  business: Config["business"] = config.business,
  publicOrigin: string = config.publicOrigin,
): BusinessDetails {
  const emailDomain = business.email.split("@").pop() ?? ""
  return {
    tradingName: SITE_NAME,
    legalName: business.legalName,
    legalStatus: business.legalStatus,
    registrationNumber: business.registrationNumber,
    directors: business.directors,
    physicalAddress: business.physicalAddress,
    postalAddress: business.postalAddress,
    phone: business.phone,
    email: markedIfLocal(business.email, emailDomain, "SHOP_EMAIL"),
    website: markedIfLocal(publicOrigin, new URL(publicOrigin).hostname, "PUBLIC_ORIGIN"),
    informationOfficer: business.informationOfficer,
  }
}
