// Favourites, their go-live switches and the premium waitlist on both databases: one row
// per account and camera, "My cameras" live ones first, the export, and nothing left once
// the account is deleted.
import { eq } from "drizzle-orm"
import { describe, expect, it } from "vitest"
import { accounts, cameras, favourites, premiumWaitlist } from "~/db/schema"
import { databaseForEachTest, databases } from "../../tests/support/databases"
import {
  addFavourite,
  favouriteSlugsOf,
  favouritesExport,
  listMyCameras,
  removeFavourite,
  setAlert,
} from "./favourites.server"
import { exportWaitlistCsv, joinWaitlist, listWaitlist } from "./waitlist.server"

const NOW = new Date("2026-11-23T10:00:00Z")

function camera(slug: string, title: string, isLive: boolean, viewerCount = 0) {
  return {
    slug,
    titleKey: slug,
    broadcastTitle: title,
    videoId: `v-${slug}`,
    isLive,
    viewerCount,
    lastLiveAt: NOW,
  }
}

describe.each(databases)("favourites and waitlist ($name)", ({ open }) => {
  const fresh = databaseForEachTest(open)

  it("keeps one favourite per camera, lists live ones first, switches alerts, exports them", async () => {
    const { db } = fresh
    await db
      .insert(cameras)
      .values([
        camera("aardvark-bay", "Aardvark Bay", false),
        camera("seal-island", "Seal Island", true, 42),
        camera("zebra-point", "Zebra Point", true, 5),
      ])
    const [ann] = await db.insert(accounts).values({ email: "ann@example.com" }).returning()
    const id = ann!.id
    for (const slug of ["aardvark-bay", "zebra-point", "seal-island", "aardvark-bay"])
      expect(await addFavourite(db, id, slug, NOW)).toEqual({ ok: true })
    expect(await addFavourite(db, id, "robben-island", NOW)).toEqual({
      ok: false,
      reason: "unknown_camera",
    })
    expect(await db.select().from(favourites)).toHaveLength(3)
    expect(await setAlert(db, id, "aardvark-bay", true)).toEqual({ ok: true })
    expect(
      (await listMyCameras(db, id)).map((c) => [c.name, c.isLive, c.viewerCount, c.alert]),
    ).toEqual([
      ["Seal Island", true, 42, false],
      ["Zebra Point", true, 5, false],
      ["Aardvark Bay", false, 0, true],
    ])
    expect(await favouriteSlugsOf(db, null)).toBeNull()
    expect(await favouriteSlugsOf(db, { accountId: id })).toEqual([
      "aardvark-bay",
      "seal-island",
      "zebra-point",
    ])
    expect((await favouritesExport(db, id))[0]).toMatchObject({
      camera: "aardvark-bay",
      name: "Aardvark Bay",
      emailWhenLive: true,
      lastAlertedAt: null,
    })
    expect(await removeFavourite(db, id, "zebra-point")).toEqual({ ok: true })
    expect(await setAlert(db, id, "zebra-point", true)).toEqual({
      ok: false,
      reason: "not_favourite",
    })
    expect(await favouriteSlugsOf(db, { accountId: id })).toEqual(["aardvark-bay", "seal-island"])
  })

  it("joins the waitlist once, lists and exports it, and deleting the account leaves nothing", async () => {
    const { db } = fresh
    await db.insert(cameras).values(camera("seal-island", "Seal Island", true))
    const [ann] = await db.insert(accounts).values({ email: "ann@example.com" }).returning()
    expect(await joinWaitlist(db, ann!.id, NOW)).toEqual({ already: false })
    expect(await joinWaitlist(db, ann!.id, new Date(NOW.getTime() + 1000))).toEqual({
      already: true,
    })
    expect(await listWaitlist(db)).toEqual([{ email: "ann@example.com", joinedAt: NOW }])
    expect(await exportWaitlistCsv(db)).toContain('"ann@example.com"')
    await addFavourite(db, ann!.id, "seal-island", NOW)
    await db.delete(accounts).where(eq(accounts.id, ann!.id))
    expect(await db.select().from(favourites)).toEqual([])
    expect(await db.select().from(premiumWaitlist)).toEqual([])
  })
})
