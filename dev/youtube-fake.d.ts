export declare const FAKE_CHANNEL_ID: string
export declare const FAKE_UPLOADS_PLAYLIST: string
export declare const FAKE_API_PATH: string
export type FakeMode =
  | "normal"
  | "server-error"
  | "search-error"
  | "quota"
  | "none-live"
  | "no-shorts"
  | "channel-not-found"
  | "hang"
export declare const FAKE_MODES: FakeMode[]
export type FakeEndpoint = "search" | "videos" | "channels" | "playlistItems"
export declare const UNIT_COST: Record<FakeEndpoint, number>
export declare const LIVE_FIXTURES: Array<{
  id: string
  title: string
  description?: string
  live: string
  viewers?: string
  color: string
}>
export declare const UPLOAD_FIXTURES: Array<{
  id: string
  title: string
  description: string
  duration: string
  views: string
  hidden?: "private" | "deleted"
}>

/** A broadcast as it truly is at the fake. */
export type FakeStream = {
  id: string
  title: string
  status: "live" | "upcoming" | "none"
  viewers?: string
  startedAt?: number
  endedAt?: number
}

export type YouTubeFake = {
  origin: string
  baseUrl: string
  channelId: string
  setMode(mode: FakeMode): void
  setDelay(ms: number): void
  setViewers(id: string, viewers: number | string | undefined): void
  endStream(id: string): void
  startStream(stream: { id: string; title?: string; viewers?: number | string }): void
  streams(): FakeStream[]
  counts(): Record<FakeEndpoint, number>
  /** API requests the fake holds unanswered right now ("hang" mode). */
  hangingRequests(): number
  /** Every API request, with its answer's status and the fake's time when it came. */
  requests(): Array<{
    endpoint: FakeEndpoint
    query: Record<string, string>
    status: number
    at: number
  }>
  units(): number
  resetCounts(): void
  /** The broadcasts as they were at the start. */
  resetStreams(): void
  close(): Promise<void>
}

export declare function startYouTubeFake(options?: {
  port?: number
  host?: string
  apiKey?: string
  mode?: FakeMode
  delayMs?: number
  now?: () => number
}): Promise<YouTubeFake>
