import { describe, expect, it } from "vitest"
import { config } from "~/lib/config.server"
import { inBackoff, isDiscoveryDue, isEntryDue, videoTiming } from "./refresh-schedule.server"

const MINUTE = 60_000
const timing = videoTiming({
  ...config.youtube,
  cacheTtlSeconds: 86_400,
  liveRefreshSeconds: 300,
  failureBackoffSeconds: 60,
  dailyUnitBudget: 500,
})

describe("the refresh schedule", () => {
  it("derives its intervals from the settings, the cache lifetime capping them", () => {
    expect(timing).toMatchObject({
      liveMs: 5 * MINUTE,
      discoveryMs: 25 * MINUTE,
      tickMs: 30_000,
      backoffMs: MINUTE,
      searchMs: 24 * 60 * MINUTE,
    })
    const short = videoTiming({ ...config.youtube, cacheTtlSeconds: 120, liveRefreshSeconds: 300 })
    expect(short).toMatchObject({
      liveMs: 2 * MINUTE,
      discoveryMs: 2 * MINUTE,
      shortsMs: 2 * MINUTE,
    })
  })

  it("refreshes a row one look before it would be too old", () => {
    const entry = { fetchedAt: 0, discoveredAt: 0 }
    expect(isEntryDue(timing, "live", entry, 4 * MINUTE)).toBe(false)
    expect(isEntryDue(timing, "live", entry, 4.5 * MINUTE)).toBe(true)
    expect(isEntryDue(timing, "shorts", entry, 4.5 * MINUTE)).toBe(false)
  })

  it("looks for new streams at the last live check before the look would come too late", () => {
    expect(isDiscoveryDue(timing, undefined, 0)).toBe(true)
    expect(isDiscoveryDue(timing, { fetchedAt: 15 * MINUTE, discoveredAt: 0 }, 19 * MINUTE)).toBe(
      false,
    )
    expect(isDiscoveryDue(timing, { fetchedAt: 15 * MINUTE, discoveredAt: 0 }, 20 * MINUTE)).toBe(
      true,
    )
  })

  it("holds back for the failure pause", () => {
    expect(inBackoff(timing, new Date(0), 59_999)).toBe(true)
    expect(inBackoff(timing, new Date(0), MINUTE)).toBe(false)
    expect(inBackoff(timing, null, 0)).toBe(false)
  })
})
