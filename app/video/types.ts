// View models and platform data shapes shared by server and browser. Nothing
// here may hold a secret: loader data built from these types reaches the page.
import type { ToastMessage } from "~/lib/result-toast"
import type { z } from "~/lib/zod"
import type { LiveStreamSchema, ShortVideoSchema } from "./platform-data"

/** The camera categories. */
export type CameraCategory = "wildlife" | "nature" | "landmark" | "historical" | "beach" | "harbor"

/** A camera card's data (docs/product.md#camera-card). */
export type CameraCardData = {
  id: number
  title: string
  location: string
  imageUrl: string
  isLive: boolean
  isPremium: boolean
  viewerCount: number
  category: CameraCategory
  youtubeUrl: string
  comingSoon: boolean
  /** The camera's page is /cameras/<slug> (none for a stream not yet recorded as a camera). */
  slug?: string
  /** Received but never displayed on a card (the camera's page credits it). */
  sponsor?: string
}

/** A live stream as read from the video platform. */
export type LiveStream = z.infer<typeof LiveStreamSchema>

/** A short video as read from the video platform. */
export type ShortVideo = z.infer<typeof ShortVideoSchema>

/** The categories a short can get. */
export type HighlightCategory = "wildlife" | "scenic" | "weather" | "conservation"

/** A short as a card on /highlights. */
export type HighlightItem = {
  id: string
  title: string
  description: string
  thumbnailUrl: string
  youtubeId: string
  /** Where the card opens: the short on the platform, or the channel for sample shorts. */
  url: string
  category: HighlightCategory
  views: number
  featured: boolean
}

/** What the camera loaders resolve to. */
export type CameraListing = {
  cameras: CameraCardData[]
  toast?: ToastMessage
}

/** What the highlights loader resolves to. */
export type HighlightListing = {
  items: HighlightItem[]
  /** The shorts could not be loaded; the page says so and shows the samples. */
  failed: boolean
  toast?: ToastMessage
}
