// The admin's camera form: one schema for the action (and the form's native limits).
// Empty optional fields mean "use the default" and are stored as null.
import { cleanMultiLine, cleanSingleLine } from "~/lib/clean-text"
import { firstErrorPerField } from "~/lib/form-fields"
import { z } from "~/lib/zod"
import { CAMERA_CATEGORIES } from "./camera-details"

export const CAMERA_FIELD_MAX = {
  displayName: 100,
  slug: 80,
  location: 100,
  sponsorName: 80,
  sponsorUrl: 300,
  ownerDescription: 2000,
  lookFor: 1000,
  bestTimes: 500,
  offlineNote: 500,
} as const

export const CAMERA_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** Optional text cleaned by `clean`; left empty it is null, "use the default". */
const optionalText = (clean: (value: string) => string) => (label: string, max: number) =>
  z.preprocess(
    (value) => (typeof value === "string" ? clean(value) : ""),
    z
      .string()
      .max(max, `${label} must be at most ${max} characters`)
      .transform((value) => value || null),
  )

const line = optionalText(cleanSingleLine)
const lines = optionalText(cleanMultiLine)

const coordinate = (label: string, limit: number) =>
  z.preprocess(
    (value) => (typeof value === "string" ? value.trim() : ""),
    z
      .string()
      .refine((value) => value === "" || /^-?\d+(\.\d+)?$/.test(value), `${label} must be a number`)
      .transform((value) => (value === "" ? null : Number(value)))
      .refine(
        (value) => value === null || Math.abs(value) <= limit,
        `${label} must be between -${limit} and ${limit}`,
      ),
  )

export const cameraEditSchema = z
  .object({
    displayName: line("Display name", CAMERA_FIELD_MAX.displayName),
    slug: z.preprocess(
      (value) => (typeof value === "string" ? value.trim().toLowerCase() : ""),
      z
        .string()
        .min(1, "Address is required")
        .max(CAMERA_FIELD_MAX.slug, `Address must be at most ${CAMERA_FIELD_MAX.slug} characters`)
        .regex(
          CAMERA_SLUG_PATTERN,
          "Address may hold only letters a–z, digits and single hyphens between them",
        ),
    ),
    location: line("Location", CAMERA_FIELD_MAX.location),
    latitude: coordinate("Latitude", 90),
    longitude: coordinate("Longitude", 180),
    category: z.enum(CAMERA_CATEGORIES as [string, ...string[]], {
      error: "Please choose a category",
    }),
    isPremium: z.preprocess((value) => value === "on", z.boolean()),
    sponsorName: line("Sponsor name", CAMERA_FIELD_MAX.sponsorName),
    sponsorUrl: line("Sponsor link", CAMERA_FIELD_MAX.sponsorUrl).refine(
      (value) => value === null || isHttpsUrl(value),
      "Sponsor link must be an https:// address",
    ),
    ownerDescription: lines("Description", CAMERA_FIELD_MAX.ownerDescription),
    lookFor: lines("What to look for", CAMERA_FIELD_MAX.lookFor),
    bestTimes: lines("Best viewing times", CAMERA_FIELD_MAX.bestTimes),
    offlineNote: lines("Offline note", CAMERA_FIELD_MAX.offlineNote),
  })
  .superRefine((value, ctx) => {
    if ((value.latitude === null) !== (value.longitude === null))
      ctx.addIssue({
        code: "custom",
        path: [value.latitude === null ? "latitude" : "longitude"],
        message: "Give both latitude and longitude, or neither",
      })
    if (value.sponsorUrl && !value.sponsorName)
      ctx.addIssue({
        code: "custom",
        path: ["sponsorName"],
        message: "A sponsor link needs the sponsor's name",
      })
  })

export type CameraEdit = z.infer<typeof cameraEditSchema>
export type CameraEditField = keyof typeof CAMERA_FIELD_MAX | "latitude" | "longitude" | "category"
export const CAMERA_EDIT_FIELDS = [
  "displayName",
  "slug",
  "location",
  "latitude",
  "longitude",
  "category",
  "isPremium",
  "sponsorName",
  "sponsorUrl",
  "ownerDescription",
  "lookFor",
  "bestTimes",
  "offlineNote",
] as const

function isHttpsUrl(value: string): boolean {
  try {
    const url = new URL(value)
    return url.protocol === "https:" && url.hostname.includes(".")
  } catch {
    return false
  }
}

/** The first message per field, for the form. */
export function cameraFieldErrors(error: z.ZodError): Partial<Record<string, string>> {
  return firstErrorPerField(error, "form")
}
