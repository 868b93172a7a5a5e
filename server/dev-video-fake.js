// `npm run dev` without YOUTUBE_API_KEY: start the local fake of the YouTube
// Data API (dev/youtube-fake.js) and point the app at it, so the whole
// path (client, cache, pages) runs offline. Must run before the app's config is
// read. Switch failures with: curl -X POST "<fake origin>/__fake/mode?mode=quota"
export async function startDevVideoFake() {
  if (process.env.YOUTUBE_API_KEY) return undefined
  const { startYouTubeFake } = await import("../dev/youtube-fake.js")
  const port = Number(process.env.YOUTUBE_FAKE_PORT || 0)
  const fake = await startYouTubeFake({ port })
  process.env.YOUTUBE_API_KEY = "dev-fake-key"
  process.env.YOUTUBE_API_BASE_URL = fake.baseUrl
  process.env.YOUTUBE_CHANNEL_ID = fake.channelId
  console.log(
    JSON.stringify({
      time: new Date().toISOString(),
      level: "info",
      event: "youtube.dev_fake_started",
      baseUrl: fake.baseUrl,
      control: `${fake.origin}/__fake/state`,
    }),
  )
  return fake
}
