import { eq } from "drizzle-orm"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import {
  ADMIN_PASSWORD_SECRET,
  checkAdminPassword,
  ensureAdminPasswordHash,
  hashPassword,
  passwordBanner,
  verifyPassword,
  weakAdminSecrets,
} from "~/auth/password.server"
import type { Db } from "~/db/client.server"
import { appSecrets } from "~/db/schema"
import { pglite, type TestDb } from "../../tests/support/databases"

describe("password hashing", () => {
  it("verifies the right password and refuses others", async () => {
    const hash = await hashPassword("tide-pool-42")
    expect(hash).toMatch(/^scrypt\$32768\$8\$1\$[\w-]+\$[\w-]+$/)
    expect(hash).not.toContain("tide-pool-42")
    expect(await verifyPassword("tide-pool-42", hash)).toBe(true)
    expect(await verifyPassword("tide-pool-43", hash)).toBe(false)
    expect(await verifyPassword("", hash)).toBe(false)
  })

  it("salts every hash", async () => {
    expect(await hashPassword("same")).not.toBe(await hashPassword("same"))
  })

  it("refuses a malformed stored hash instead of throwing", async () => {
    expect(await verifyPassword("x", "plain-text")).toBe(false)
    expect(await verifyPassword("x", "scrypt$abc$8$1$$")).toBe(false)
  })
})

describe("weak admin secrets", () => {
  it("refuses an ADMIN_PASSWORD under 12 and a SESSION_SECRET under 32 characters, saying why", () => {
    const base = { idleMinutes: 30, maxSessionHours: 12 }
    expect(weakAdminSecrets({ ...base, password: undefined, sessionSecret: undefined })).toBe(
      undefined,
    )
    expect(
      weakAdminSecrets({ ...base, password: "x".repeat(12), sessionSecret: "s".repeat(32) }),
    ).toBe(undefined)
    expect(weakAdminSecrets({ ...base, password: "short-pass1", sessionSecret: undefined })).toBe(
      "ADMIN_PASSWORD has 11 characters; at least 12 are needed so it cannot be guessed (or leave it unset and a strong one is generated)",
    )
    expect(
      weakAdminSecrets({ ...base, password: undefined, sessionSecret: "s".repeat(31) }),
    ).toMatch(/^SESSION_SECRET has 31 characters; at least 32 are needed/)
  })
})

describe("the admin password", () => {
  let db: Db
  let opened: TestDb
  // No ADMIN_PASSWORD: the generated one, kept in the database.
  const generated = { password: undefined }
  beforeEach(async () => {
    opened = await pglite.open()
    db = opened.db
  })
  afterEach(async () => {
    vi.restoreAllMocks()
    await opened.close()
  })

  it("uses ADMIN_PASSWORD when set and stores nothing", async () => {
    const configured = { password: "from-the-environment" }
    expect(await checkAdminPassword(db, "from-the-environment", configured)).toBe(true)
    expect(await checkAdminPassword(db, "From-the-environment", configured)).toBe(false)
    expect(await db.select().from(appSecrets)).toEqual([])
  })

  it("without ADMIN_PASSWORD generates one, stores only its hash and logs it once", async () => {
    const writes: string[] = []
    vi.spyOn(process.stdout, "write").mockImplementation((chunk) => {
      writes.push(String(chunk))
      return true
    })
    await ensureAdminPasswordHash(db, generated)
    await ensureAdminPasswordHash(db, generated)
    const lines = writes.filter((line) => line.includes("admin.password_generated"))
    expect(lines).toHaveLength(1)
    const { password } = JSON.parse(lines[0]!) as { password: string }
    expect(password).toMatch(/^[\w-]{20}$/)

    const [row] = await db
      .select()
      .from(appSecrets)
      .where(eq(appSecrets.name, ADMIN_PASSWORD_SECRET))
    expect(row!.value).not.toContain(password)
    expect(await checkAdminPassword(db, password, generated)).toBe(true)
    expect(await checkAdminPassword(db, `${password}x`, generated)).toBe(false)
  })

  it("keeps the generated password across restarts (it lives in the database)", async () => {
    vi.spyOn(process.stdout, "write").mockImplementation(() => true)
    const first = await ensureAdminPasswordHash(db, generated)
    expect(await ensureAdminPasswordHash(db, generated)).toBe(first)
  })
})

describe("passwordBanner", () => {
  it("frames the password and the login address in a box of '#'", () => {
    const url = "http://localhost:3000/admin/cache"
    const lines = passwordBanner("AbCdEfGhIjKlMnOpQrSt", url).trim().split("\n")
    expect(lines[0]).toMatch(/^#+$/)
    expect(lines.at(-1)).toBe(lines[0])
    for (const line of lines) {
      expect(line).toHaveLength(lines[0]!.length)
      expect(line).toMatch(/^#.*#$/)
    }
    expect(lines).toContainEqual(expect.stringContaining("#      AbCdEfGhIjKlMnOpQrSt "))
    expect(lines).toContainEqual(expect.stringContaining(`Log in at ${url}`))
  })
})
