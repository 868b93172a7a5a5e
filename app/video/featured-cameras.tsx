import { useResultToast } from "~/lib/result-toast"
import { CameraGrid } from "./camera-grid"
import type { CameraListing } from "./types"

/** Home: up to 3 live streams followed by the 3 sample cameras, four a row on wide screens. */
export function FeaturedCameras({ listing }: { listing: CameraListing }) {
  useResultToast(listing.toast)
  return <CameraGrid cameras={listing.cameras} columns={4} />
}
