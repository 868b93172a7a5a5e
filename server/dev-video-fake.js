// @ts-check
// `npm run dev` without YOUTUBE_API_KEY: the local fake of the YouTube Data API
// (dev/youtube-fake.js), and the settings that point the app at it, so the whole path
// (client, cache, pages) runs offline. Switch failures with:
// curl -X POST "<fake origin>/__fake/mode?mode=quota"

/**
 * Starts the fake unless `env` has a key; returns it with the settings for the app's
 * environment.
 * @param {NodeJS.ProcessEnv} env
 */
export async function startDevVideoFake(env) {
  if (env.YOUTUBE_API_KEY) return undefined
  const { startYouTubeFake } = await import("../dev/youtube-fake.js")
  // The fake's own port (a dev tool, not a setting of the app).
  const fake = await startYouTubeFake({ port: Number(env.YOUTUBE_FAKE_PORT || 0) })
  console.log(
    JSON.stringify({
      time: new Date().toISOString(),
      level: "info",
      event: "youtube.dev_fake_started",
      baseUrl: fake.baseUrl,
      control: `${fake.origin}/__fake/state`,
    }),
  )
  return {
    fake,
    env: {
      YOUTUBE_API_KEY: "dev-fake-key",
      YOUTUBE_API_BASE_URL: fake.baseUrl,
      YOUTUBE_CHANNEL_ID: fake.channelId,
    },
  }
}
