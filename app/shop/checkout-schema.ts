// The checkout form's one schema (docs/contributing.md#add-a-route): the browser
// checks with it before sending, the action checks again and trusts nothing else.
// The product asks only that every field is filled and the e-mail has e-mail form;
// the length bounds keep one order from filling the database or a mail.
import { idempotencyKeyField } from "~/lib/idempotency-key"
import { z } from "~/lib/zod"
import { cleanSingleLine } from "~/lib/clean-text"
import { firstErrorPerField, textFields } from "~/lib/form-fields"
import { EMAIL_MAX_LENGTH, emailAddressField } from "~/lib/email-address"
import { LINES_MAX, QUANTITY_MAX } from "~/shop/cart-limits"
import { findProduct, SIZES } from "~/shop/catalog"

export { LINES_MAX, QUANTITY_MAX }

export const FIELD_MAX = {
  email: EMAIL_MAX_LENGTH,
  firstName: 100,
  lastName: 100,
  address: 200,
  city: 100,
  postalCode: 20,
  country: 100,
} as const

export const DEFAULT_COUNTRY = "South Africa"

function requiredText(label: string, max: number) {
  return z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`)
}

// Only id, size and quantity of a cart line are read: name and price come from the catalog.
export const CheckoutLineSchema = z.object({
  id: z
    .number({ error: "Unknown product" })
    .int("Unknown product")
    .refine((id) => findProduct(id) !== undefined, "Unknown product"),
  size: z.enum(SIZES, { error: "Unknown size" }),
  quantity: z
    .number({ error: `Quantity must be a whole number from 1 to ${QUANTITY_MAX}` })
    .int(`Quantity must be a whole number from 1 to ${QUANTITY_MAX}`)
    .min(1, `Quantity must be a whole number from 1 to ${QUANTITY_MAX}`)
    .max(QUANTITY_MAX, `Quantity must be a whole number from 1 to ${QUANTITY_MAX}`),
})

export const CheckoutSchema = z.object({
  email: emailAddressField(),
  firstName: requiredText("First name", FIELD_MAX.firstName),
  lastName: requiredText("Last name", FIELD_MAX.lastName),
  address: requiredText("Address", FIELD_MAX.address),
  city: requiredText("City", FIELD_MAX.city),
  postalCode: requiredText("Postal code", FIELD_MAX.postalCode),
  country: requiredText("Country", FIELD_MAX.country),
  items: z
    .array(CheckoutLineSchema, { error: "Your cart could not be read" })
    .min(1, "Your cart is empty")
    .max(LINES_MAX, `At most ${LINES_MAX} different items per order`)
    .refine(
      (lines) => new Set(lines.map((line) => `${line.id}:${line.size}`)).size === lines.length,
      "Each item and size may appear only once",
    )
    .refine(
      (lines) => lines.every((line) => findProduct(line.id)?.inStock !== false),
      "An item is out of stock",
    ),
  idempotencyKey: idempotencyKeyField(),
})

export type CheckoutInput = z.infer<typeof CheckoutSchema>
export type CheckoutField = keyof CheckoutInput
export type FieldErrors = Partial<Record<CheckoutField, string>>

export const CUSTOMER_FIELDS = [
  "email",
  "firstName",
  "lastName",
  "address",
  "city",
  "postalCode",
  "country",
] as const

export type ParsedCheckout =
  { success: true; data: CheckoutInput } | { success: false; fieldErrors: FieldErrors }

export const CHECKOUT_FORM_FIELDS = [...CUSTOMER_FIELDS, "items", "idempotencyKey"] as const
export type CheckoutFormValues = Partial<Record<(typeof CHECKOUT_FORM_FIELDS)[number], string>>

/**
 * Reads the checkout form (the cart travels as JSON in the hidden `items` field)
 * and validates it. Used by the form before sending and by the action.
 */
export function parseCheckoutForm(form: FormData): ParsedCheckout {
  return parseCheckoutValues(textFields(form, CHECKOUT_FORM_FIELDS))
}

/**
 * Validates the form's text values. Every customer field is one line: control
 * characters and bidi controls are cleaned away first, so no line break typed
 * into a name can reach a mail (see app/lib/clean-text.ts). The e-mail address
 * is not cleaned but refused when it holds one (app/lib/email-address.ts).
 */
export function parseCheckoutValues(values: CheckoutFormValues): ParsedCheckout {
  let items: unknown
  try {
    items = JSON.parse(values.items ?? "")
  } catch {
    items = undefined
  }
  const customer = CUSTOMER_FIELDS.map((name) => {
    const value = values[name]
    if (value === undefined || name === "email") return [name, value]
    return [name, cleanSingleLine(value)]
  })
  const parsed = CheckoutSchema.safeParse({
    ...Object.fromEntries(customer),
    items,
    idempotencyKey: values.idempotencyKey,
  })
  if (parsed.success) return { success: true, data: parsed.data }
  return { success: false, fieldErrors: firstErrorPerField<CheckoutField>(parsed.error) }
}
