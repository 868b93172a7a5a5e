// The admin's camera edits: a slug in use is refused with nothing changed; a new slug
// keeps the old one as a redirect, and a camera may take its own old slug back.
import { eq } from "drizzle-orm"
import { describe, expect, it } from "vitest"
import { cameras, cameraSlugRedirects } from "~/db/schema"
import { cameraEditSchema } from "./camera-edit-schema"
import { updateCamera } from "./cameras-admin.server"
import { databaseForEachTest, databases } from "../../tests/support/databases"

const now = new Date("2026-11-23T10:00:00Z")
const row = (slug: string, videoId: string) => ({
  slug,
  titleKey: slug.replace(/-/g, " "),
  broadcastTitle: slug,
  videoId,
  lastLiveAt: now,
})
const edit = (slug: string, displayName = "") =>
  cameraEditSchema.parse({ slug, displayName, category: "nature", latitude: "", longitude: "" })

describe.each(databases)("updateCamera ($name)", ({ open }) => {
  // Opened in a hook: a first PGlite start can take longer than a test may.
  const fresh = databaseForEachTest(open)

  it("refuses a slug another camera, an old address or a sample holds, changing nothing", async () => {
    const { db } = fresh
    const redirects = () => db.select().from(cameraSlugRedirects).orderBy(cameraSlugRedirects.slug)
    const [a, b] = await db
      .insert(cameras)
      .values([row("seal-island", "v1"), row("penguins", "v2")])
      .returning()
    await db.insert(cameraSlugRedirects).values({ slug: "old-seals", cameraId: a!.id })
    for (const taken of ["seal-island", "old-seals", "robben-island"]) {
      expect(await updateCamera(db, b!.id, edit(taken, "Renamed"))).toEqual({
        ok: false,
        fieldErrors: { slug: "Another camera already uses this address" },
      })
    }
    const [unchanged] = await db.select().from(cameras).where(eq(cameras.id, b!.id))
    expect(unchanged).toMatchObject({ slug: "penguins", displayName: null })

    expect(await updateCamera(db, b!.id, edit("boulders"))).toEqual({
      ok: true,
      slug: "boulders",
    })
    expect(await redirects()).toEqual([
      { slug: "old-seals", cameraId: a!.id },
      { slug: "penguins", cameraId: b!.id },
    ])
    // Its own old address may be taken back; the one it leaves now redirects.
    expect(await updateCamera(db, b!.id, edit("penguins"))).toEqual({
      ok: true,
      slug: "penguins",
    })
    expect(await redirects()).toEqual([
      { slug: "boulders", cameraId: b!.id },
      { slug: "old-seals", cameraId: a!.id },
    ])
  })
})
