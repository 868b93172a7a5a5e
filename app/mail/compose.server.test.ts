import { simpleParser } from "mailparser"
import { describe, expect, it } from "vitest"
import { composeMail } from "~/mail/compose.server"

const row = {
  id: 7,
  toAddress: "thandi@example.com",
  replyTo: null,
  subject: "Your order",
  textBody: "Hi",
  htmlBody: "<p>Hi</p>",
  headers: { "Auto-Submitted": "no", "List-Id": "x <x.example>" },
  createdAt: new Date("2026-11-23T10:15:00Z"),
}
const FROM = "Cape Ocean Adventures <no-reply@capeocean.test>"

describe("composing a mail", () => {
  it("gives every attempt at one mail the same Message-ID, on the sender's domain", async () => {
    const first = await composeMail(row, FROM, new Date("2026-11-23T10:15:02Z"))
    const retry = await composeMail(row, FROM, new Date("2026-11-23T11:00:00Z"))
    expect(first.messageId).toBe(`<outbox.7.${row.createdAt.getTime()}@capeocean.test>`)
    expect(retry.messageId).toBe(first.messageId)
    const other = await composeMail({ ...row, id: 8 }, FROM, new Date())
    expect(other.messageId).not.toBe(first.messageId)
  })

  it("marks every mail automatic, whatever headers the row holds, and keeps the others", async () => {
    const parsed = await simpleParser((await composeMail(row, FROM, new Date())).raw)
    expect(parsed.headers.get("auto-submitted")).toBe("auto-generated")
    expect(parsed.headerLines.find((line) => line.key === "list-id")?.line).toMatch(
      /^List-Id: x <x\.example>$/i,
    )
  })
})
