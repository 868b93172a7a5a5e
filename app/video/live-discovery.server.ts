// The live list anew: the known live ids checked with one videos.list call, plus new
// streams when a look for them is due. New streams are found through the uploads
// playlist (a live broadcast is an upload); search.list, which is scarce, is only a slow
// safety net for streams older than the newest uploads.
import type { Db } from "~/db/client.server"
import { errorMessage, log } from "~/lib/log.server"
import {
  LIVE_LIST_MAX,
  markSearched,
  readState,
  type Entry,
  type KeySpec,
  type LiveList,
} from "./cache-store.server"
import { isDiscoveryDue, isDueBy, type VideoTiming } from "./refresh-schedule.server"
import { toLiveStreams, type YouTubeClient } from "./youtube.server"

/** Newest uploads looked at for new broadcasts; a stream that started since the last look is among them. */
export const DISCOVERY_PLAYLIST_RESULTS = 10

export async function loadLiveList({
  db,
  client,
  spec,
  entry,
  now,
  force,
  timing,
}: {
  db: Db
  client: YouTubeClient
  spec: KeySpec
  /** The stored copy, if any. */
  entry: Entry | undefined
  now: number
  /** A full look whatever the schedule (the admin's refresh). */
  force: boolean
  timing: VideoTiming
}): Promise<LiveList> {
  const previous = entry?.data as LiveList | undefined
  const due = (since: number, interval: number) => isDueBy(timing, now, since, interval)
  const discover =
    force ||
    isDiscoveryDue(
      timing,
      previous && { fetchedAt: entry!.fetchedAt, discoveredAt: previous.discoveredAt },
      now,
    )
  let uploadsPlaylistId = previous?.uploadsPlaylistId ?? null
  let uploadsCheckedAt = previous?.uploadsCheckedAt ?? 0
  const candidates: string[] = []
  if (discover) {
    if (force || !previous || due(uploadsCheckedAt, timing.ttlMs)) {
      uploadsPlaylistId = (await client.fetchUploadsPlaylistId(spec.channelId)) ?? null
      uploadsCheckedAt = now
    }
    if (uploadsPlaylistId) {
      const newest = await client.fetchPlaylistItems(uploadsPlaylistId, DISCOVERY_PLAYLIST_RESULTS)
      candidates.push(...newest.map((item) => item.snippet.resourceId.videoId))
    }
    const state = await readState(db, spec.key)
    if (force || !state?.searchedAt || due(state.searchedAt.getTime(), timing.searchMs)) {
      await markSearched(db, spec.key, new Date(now))
      try {
        candidates.push(...(await client.searchLiveVideoIds(spec.channelId)))
      } catch (error) {
        // The search is only a safety net; the playlist found what it could.
        if (!uploadsPlaylistId) throw error
        log.warn("youtube.search_failed", { key: spec.key, error: errorMessage(error) })
      }
    }
  }
  const ids = [...new Set([...(previous?.streams ?? []).map((s) => s.id), ...candidates])]
  const videos = ids.length > 0 ? await client.fetchVideos(ids) : []
  const streams = toLiveStreams(videos, LIVE_LIST_MAX)
    .map((stream, index) => ({ stream, index }))
    // Newest first, so a stream that just started leads Home's three.
    .sort(
      (a, b) =>
        (Date.parse(b.stream.publishedAt) || 0) - (Date.parse(a.stream.publishedAt) || 0) ||
        a.index - b.index,
    )
    .map(({ stream }) => stream)
  return {
    streams,
    uploadsPlaylistId,
    uploadsCheckedAt,
    discoveredAt: discover ? now : (previous?.discoveredAt ?? now),
  }
}
