// The video platform's data as the site keeps it: the schemas a cached copy is checked
// against when it is read back from the database. The types in types.ts derive from them.
import { z } from "~/lib/zod"

/** What the platform says of every video, live or not. */
const VideoFields = {
  id: z.string(),
  title: z.string(),
  description: z.string(),
  thumbnailUrl: z.string(),
  publishedAt: z.string(),
  viewCount: z.number(),
  channelTitle: z.string(),
}

/** A live stream as read from the video platform. */
export const LiveStreamSchema = z.object({
  ...VideoFields,
  isLiveStream: z.boolean(),
  concurrentViewers: z.string().optional(),
  /** When the broadcast went live (ISO), when the platform says. */
  actualStartTime: z.string().optional(),
})

/** A short video as read from the video platform. */
export const ShortVideoSchema = z.object({
  ...VideoFields,
  duration: z.string(),
})
