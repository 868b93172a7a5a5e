// Go-live alerts: the camera sync queues one mail per person whose switch is on, in the
// transaction that records the go-live; at most one per camera per person per 12 hours,
// also when two processes see the same go-live; the one-click link switches it off.
import { eq } from "drizzle-orm"
import { describe, expect, it } from "vitest"
import { connectPostgres, type Db } from "~/db/client.server"
import { accounts, favourites, mailOutbox } from "~/db/schema"
import { config } from "~/lib/config.server"
import { syncCameras } from "~/video/camera-sync.server"
import type { LiveStream } from "~/video/types"
import { databaseForEachTest, databases } from "../../tests/support/databases"
import { createTestDatabase } from "../../tests/support/postgres"
import { POSTGRES_TEMPLATE_ENV } from "../../tests/support/database-images"
import { addFavourite, setAlert } from "./favourites.server"
import { checkAlertLink, turnOffAlertByLink, ALERT_WINDOW_MS } from "./alerts.server"

const T0 = new Date("2026-11-23T10:00:00Z")
const at = (ms: number) => new Date(T0.getTime() + ms)
const HOUR = 60 * 60 * 1000

function stream(id: string, title = "Humpback Whales at Hermanus Bay"): LiveStream {
  return {
    id,
    title,
    description: "",
    thumbnailUrl: "https://i.ytimg.com/vi/x/hq.jpg",
    publishedAt: T0.toISOString(),
    viewCount: 0,
    channelTitle: "Cape Ocean Adventures",
    isLiveStream: true,
    concurrentViewers: "12",
  }
}

const SLUG = "humpback-whales-at-hermanus-bay"

async function alertMails(db: Db) {
  return db.select().from(mailOutbox).where(eq(mailOutbox.kind, "camera_live"))
}

/** A camera seen once live and then offline, and accounts with it as a favourite. */
async function offlineCameraWatchedBy(db: Db, people: { email: string; alert: boolean }[]) {
  await syncCameras(db, [stream("v1"), stream("o1", "Sandy Bay")], T0)
  await syncCameras(db, [], at(1000))
  const ids: number[] = []
  for (const person of people) {
    const [row] = await db.insert(accounts).values({ email: person.email }).returning()
    await addFavourite(db, row!.id, SLUG, T0)
    if (person.alert) await setAlert(db, row!.id, SLUG, true)
    ids.push(row!.id)
  }
  return ids
}

function tokenOf(text: string): string {
  const match = /\/alerts\/unsubscribe\?token=(\S+)/.exec(text)
  if (!match) throw new Error("no alert-off link in the mail")
  return match[1]!
}

describe.each(databases)("go-live alerts ($name)", ({ open }) => {
  const fresh = databaseForEachTest(open)

  it("queues exactly one mail per person with the switch on, with why and one-click headers", async () => {
    const { db } = fresh
    await offlineCameraWatchedBy(db, [
      { email: "ann@example.com", alert: true },
      { email: "ben@example.com", alert: true },
      { email: "cat@example.com", alert: false },
    ])
    expect(await alertMails(db)).toHaveLength(0)
    await syncCameras(db, [stream("v2")], at(2000))
    const mails = await alertMails(db)
    expect(mails.map((mail) => mail.toAddress).sort()).toEqual([
      "ann@example.com",
      "ben@example.com",
    ])
    const mail = mails[0]!
    expect(mail.subject).toBe("Humpback Whales at Hermanus Bay is live now")
    expect(mail.textBody).toContain(`${config.publicOrigin}/cameras/${SLUG}`)
    expect(mail.textBody).toContain(
      "You asked to be told when Humpback Whales at Hermanus Bay goes live",
    )
    const url = `${config.publicOrigin}/alerts/unsubscribe?token=${tokenOf(mail.textBody)}`
    expect(mail.headers).toMatchObject({
      "List-Unsubscribe": `<${url}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    })
    // Still live on the next refresh: no new go-live, no mail.
    await syncCameras(db, [stream("v2")], at(3000))
    expect(await alertMails(db)).toHaveLength(2)
  })

  it("mails no second time for a flapping stream within 12 hours, and again after them", async () => {
    const { db } = fresh
    await offlineCameraWatchedBy(db, [{ email: "ann@example.com", alert: true }])
    await syncCameras(db, [stream("v2")], at(HOUR))
    await syncCameras(db, [], at(2 * HOUR))
    await syncCameras(db, [stream("v3")], at(3 * HOUR))
    // A restart between two refreshes (a new video id, never seen offline) is a go-live too.
    await syncCameras(db, [stream("v4")], at(4 * HOUR))
    expect(await alertMails(db)).toHaveLength(1)
    await syncCameras(db, [], at(HOUR + ALERT_WINDOW_MS - 1))
    await syncCameras(db, [stream("v5")], at(HOUR + ALERT_WINDOW_MS - 1))
    expect(await alertMails(db)).toHaveLength(1)
    await syncCameras(db, [], at(HOUR + ALERT_WINDOW_MS))
    await syncCameras(db, [stream("v6")], at(HOUR + ALERT_WINDOW_MS))
    expect(await alertMails(db)).toHaveLength(2)
  })

  it("turns the alert off through the signed link; a forged or moved link changes nothing", async () => {
    const { db } = fresh
    const [ann, ben] = await offlineCameraWatchedBy(db, [
      { email: "ann@example.com", alert: true },
      { email: "ben@example.com", alert: true },
    ])
    await syncCameras(db, [stream("v2")], at(2000))
    const annMail = (await alertMails(db)).find((mail) => mail.toAddress === "ann@example.com")!
    const token = tokenOf(annMail.textBody)
    const [, cameraId, signature] = token.split(".")
    const forged = [
      `${ben}.${cameraId}.${signature}`,
      `${ann}.${Number(cameraId) + 1}.${signature}`,
      `${ann}.${cameraId}.${"A".repeat(43)}`,
      "1.1",
      "",
      token + "x",
    ]
    for (const bad of forged) {
      expect(await checkAlertLink(db, bad)).toEqual({ ok: false, reason: "invalid" })
      expect(await turnOffAlertByLink(db, bad)).toEqual({ ok: false, reason: "invalid" })
    }
    const switches = async () =>
      (await db.select().from(favourites)).map((row) => [row.accountId, row.alert]).sort()
    expect(await switches()).toEqual([
      [ann, true],
      [ben, true],
    ])
    expect(await checkAlertLink(db, token)).toMatchObject({ ok: true, already: false })
    expect(await turnOffAlertByLink(db, token)).toEqual({
      ok: true,
      cameraName: "Humpback Whales at Hermanus Bay",
      already: false,
    })
    expect(await switches()).toEqual([
      [ann, false],
      [ben, true],
    ])
    expect(await turnOffAlertByLink(db, token)).toMatchObject({ ok: true, already: true })
  })
})

describe("go-live alerts, two processes on one PostgreSQL", () => {
  it("mails a go-live once although two syncs see it at the same time", async () => {
    const database = await createTestDatabase({
      template: process.env[POSTGRES_TEMPLATE_ENV],
    })
    const first = await connectPostgres(database.url, { max: 2 })
    const second = await connectPostgres(database.url, { max: 2 })
    try {
      await offlineCameraWatchedBy(first.db, [
        { email: "ann@example.com", alert: true },
        { email: "ben@example.com", alert: true },
      ])
      for (let round = 0; round < 5; round++) {
        const when = at((round + 1) * ALERT_WINDOW_MS)
        await syncCameras(first.db, [], when)
        await Promise.all([
          syncCameras(first.db, [stream(`a${round}`)], when),
          syncCameras(second.db, [stream(`a${round}`)], when),
        ])
        expect(await alertMails(first.db)).toHaveLength(2 * (round + 1))
      }
    } finally {
      await first.close()
      await second.close()
      await database.drop()
    }
  })
})
