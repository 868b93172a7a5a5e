// The loader Home and /cameras share: the page's camera listing and the visitor's favourites.
import { favouriteSlugsOf } from "~/accounts/favourites.server"
import { scopeOf } from "~/scope/request-scope.server"
import { visitorOf } from "~/scope/visitor.server"
import { getCameraListing } from "~/video/cameras.server"
import { settleWithin } from "~/video/settle-within"

export async function loadCameraListing(
  page: "home" | "cameras",
  { request, context }: { request: Request; context: Parameters<typeof scopeOf>[0] },
) {
  const { db, channelCache } = scopeOf(context)
  // Not awaited in full: a cache hit is in the first HTML, a miss streams the skeleton first.
  const { value } = await settleWithin(getCameraListing({ page, cache: channelCache, db }))
  return {
    listing: value,
    // The cards' favourite toggles: null when signed out, so the page is the same for all.
    favouriteSlugs: await favouriteSlugsOf(db, await visitorOf({ request, context })),
  }
}
