export declare const FAKE_CHANNEL_ID: string
export declare const FAKE_UPLOADS_PLAYLIST: string
export declare const FAKE_API_PATH: string
export type FakeMode =
  "normal" | "server-error" | "quota" | "none-live" | "no-shorts" | "channel-not-found"
export declare const FAKE_MODES: FakeMode[]
export type FakeEndpoint = "search" | "videos" | "channels" | "playlistItems"
export declare const UNIT_COST: Record<FakeEndpoint, number>
export declare const LIVE_FIXTURES: Array<{
  id: string
  title: string
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
}>

export type YouTubeFake = {
  origin: string
  baseUrl: string
  channelId: string
  setMode(mode: FakeMode): void
  setDelay(ms: number): void
  counts(): Record<FakeEndpoint, number>
  requests(): Array<{ endpoint: FakeEndpoint; query: Record<string, string> }>
  units(): number
  resetCounts(): void
  close(): Promise<void>
}

export declare function startYouTubeFake(options?: {
  port?: number
  host?: string
  apiKey?: string
  mode?: FakeMode
  delayMs?: number
}): Promise<YouTubeFake>
