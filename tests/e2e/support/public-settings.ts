// The settings a public start (an https PUBLIC_ORIGIN) must have, each with a value of the
// business's own: without any of them the server refuses to start (app/lib/config.server.ts).
export const PUBLIC_ORIGIN = "https://shop.capeocean.example"

export const PUBLIC_SHOP_SETTINGS: Record<string, string> = {
  PUBLIC_ORIGIN,
  BANK_ACCOUNT_NAME: "Cape Ocean Adventures",
  BANK_NAME: "First Coast Bank",
  BANK_ACCOUNT_NUMBER: "62841937005",
  BANK_BRANCH_CODE: "250655",
  BUSINESS_LEGAL_NAME: "Cape Ocean Adventures (Pty) Ltd",
  BUSINESS_LEGAL_STATUS: "private company",
  BUSINESS_REGISTRATION_NUMBER: "2021/123456/07",
  BUSINESS_DIRECTORS: "Sipho Dlamini, Anna Botha",
  BUSINESS_PHYSICAL_ADDRESS: "14 Harbour Road, Kalk Bay, Cape Town, 7975",
  BUSINESS_POSTAL_ADDRESS: "PO Box 77, Kalk Bay, 7990",
  BUSINESS_PHONE: "+27 21 555 0142",
  BUSINESS_INFORMATION_OFFICER: "Anna Botha",
  MAIL_FROM: "Cape Ocean Adventures <shop@capeocean.example>",
  SHOP_EMAIL: "hello@capeocean.example",
  // Nothing listens there: these servers send no mail.
  SMTP_URL: "smtp://127.0.0.1:9",
}

/** Every setting above that a public start names when it is left unset. */
export const PUBLIC_SETTING_NAMES = Object.keys(PUBLIC_SHOP_SETTINGS).filter(
  (name) => name !== "PUBLIC_ORIGIN",
)
