// Who sells, as the legal pages show it. The values are settings (see
// docs/runtime.md); until the business sets its own, each default says
// "(placeholder – set NAME)", as the bank details in the order mail do, and
// the pages mark such values so nobody mistakes them for the real ones.

export type BusinessDetails = {
  tradingName: string
  legalName: string
  legalStatus: string
  registrationNumber: string
  directors: string
  physicalAddress: string
  postalAddress: string
  phone: string
  email: string
  website: string
  informationOfficer: string
}

const PLACEHOLDER = /\(placeholder – set [A-Z_]+\)/

export function isPlaceholder(value: string): boolean {
  return PLACEHOLDER.test(value)
}

/** The address to write to, without a placeholder note. */
export function emailAddressOf(value: string): string {
  return value.replace(PLACEHOLDER, "").trim()
}

/** 'tel:' link target: digits and a leading plus only. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(PLACEHOLDER, "").replace(/[^\d+]/g, "")}`
}
