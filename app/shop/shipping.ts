// Carriers the owner picks from when marking an order shipped, and where a customer
// follows a parcel. Where a carrier's site takes no number in its address, the link
// opens its tracking page and the number is shown beside it to copy.
import { z } from "~/lib/zod"

// Only Aramex's address is known to take the number; the others open the carrier's site,
// which leads with its tracking form (docs/deviations.md).
export const CARRIERS: readonly Carrier[] = [
  { id: "courier-guy", name: "The Courier Guy", trackingPage: "https://www.thecourierguy.co.za/" },
  { id: "postnet", name: "PostNet", trackingPage: "https://www.postnet.co.za/" },
  { id: "pargo", name: "Pargo", trackingPage: "https://pargo.co.za/" },
  {
    id: "aramex",
    name: "Aramex",
    trackingPage: "https://www.aramex.com/track/results",
    query: "ShipmentNumber",
  },
]

type Carrier = { id: string; name: string; trackingPage: string; query?: string }

export const OTHER_CARRIER = "other"
export const CARRIER_MAX_LENGTH = 60
export const TRACKING_MAX_LENGTH = 60

export type Shipment = { carrier: string | null; trackingNumber: string | null }

/** The link for a parcel: with the number where the carrier takes it, else its tracking page. */
export function trackingLink(
  shipment: Shipment,
): { url: string; includesNumber: boolean } | undefined {
  const carrier = CARRIERS.find((known) => known.name === shipment.carrier)
  if (!carrier) return undefined
  if (carrier.query && shipment.trackingNumber) {
    const url = new URL(carrier.trackingPage)
    url.searchParams.set(carrier.query, shipment.trackingNumber)
    return { url: url.toString(), includesNumber: true }
  }
  return { url: carrier.trackingPage, includesNumber: false }
}

// Printable text only: a control character (a line break in a mail header, a NUL) is refused.
const printable = (max: number, what: string) =>
  z
    .string()
    .trim()
    .max(max, `${what} must be at most ${max} characters.`)
    .refine(
      (value) => !/[\p{Cc}\p{Cf}\u2028\u2029]/u.test(value),
      `${what} may not contain control characters.`,
    )

export const ShipmentFormSchema = z
  .object({
    carrier: z.enum(["courier-guy", "postnet", "pargo", "aramex", OTHER_CARRIER, ""], {
      message: "Choose a carrier from the list.",
    }),
    otherCarrier: printable(CARRIER_MAX_LENGTH, "The carrier's name"),
    trackingNumber: printable(TRACKING_MAX_LENGTH, "The tracking number"),
  })
  .superRefine((form, ctx) => {
    if (form.carrier === OTHER_CARRIER && form.otherCarrier === "")
      ctx.addIssue({ code: "custom", path: ["otherCarrier"], message: "Name the carrier." })
  })
  .transform((form): Shipment => ({
    carrier:
      form.carrier === OTHER_CARRIER
        ? form.otherCarrier
        : (CARRIERS.find((c) => c.id === form.carrier)?.name ?? null),
    trackingNumber: form.trackingNumber || null,
  }))

export const SHIPMENT_FORM_FIELDS = ["carrier", "otherCarrier", "trackingNumber"] as const
