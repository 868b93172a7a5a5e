// What the favourite toggles and alert switches post to /favourites.
import { z } from "~/lib/zod"
import { CAMERA_SLUG_PATTERN } from "~/video/camera-edit-schema"
import { FAVOURITE_INTENTS } from "./favourites-paths"

export { FAVOURITES_ACTION, FAVOURITE_INTENTS, type FavouriteIntent } from "./favourites-paths"

export const FavouriteFormSchema = z.object({
  intent: z.enum(FAVOURITE_INTENTS, { error: "Please choose add, remove, alert-on or alert-off." }),
  camera: z
    .string({ error: "Please name a camera." })
    .max(80, "Please name a camera by its page address.")
    .regex(CAMERA_SLUG_PATTERN, "Please name a camera by its page address."),
})

/** A camera slug carried through sign-in, or null for anything malformed. */
export function favouriteSlugParam(value: string | null | undefined): string | null {
  return value && value.length <= 80 && CAMERA_SLUG_PATTERN.test(value) ? value : null
}

/** Where a signed-out visitor goes to add a favourite: sign-in, then back to the camera. */
export function signInToFavourite(slug: string): string {
  const params = new URLSearchParams({ next: `/cameras/${slug}`, favourite: slug })
  return `/sign-in?${params.toString()}`
}

/** A same-site path to return to after a form posted without JavaScript, else undefined. */
export function safeReturnPath(value: string | undefined): string | undefined {
  if (!value || value.length > 300 || !value.startsWith("/") || value.startsWith("//"))
    return undefined
  if (value.includes("\\") || [...value].some((char) => char.charCodeAt(0) < 0x20)) return undefined
  return value
}
