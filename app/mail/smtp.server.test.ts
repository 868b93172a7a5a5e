import { describe, expect, it } from "vitest"
import { composeMail } from "~/mail/compose.server"
import { sendMessage, smtpSettings } from "~/mail/smtp.server"
import { startSmtpServer } from "../../tests/e2e/support/smtp"

describe("the SMTP connection settings", () => {
  // STARTTLS is required on the way to another machine; plain SMTP is left to this one.
  it.each([
    ["smtp://user:secret@smtp.example.com:587", true],
    ["smtp://mail.example.com", true],
    ["smtp://10.0.0.5:25", true],
    ["smtp://127.0.0.2:25", true],
    ["smtp://localhost:1025", false],
    ["smtp://LOCALHOST:1025", false],
    ["smtp://127.0.0.1:2525", false],
    ["smtp://[::1]:25", false],
  ])("%s requires STARTTLS: %s", (url, requireTLS) => {
    expect(smtpSettings(url)).toMatchObject({ requireTLS })
  })

  it("need no STARTTLS for smtps://, which is TLS from the start", () => {
    expect(smtpSettings("smtps://user:secret@smtp.example.com:465")).toMatchObject({
      secure: true,
      requireTLS: false,
    })
  })

  it("take a setting from the URL over their own: a relay on a private network without TLS", () => {
    expect(smtpSettings("smtp://relay.internal:25?requireTLS=false")).toMatchObject({
      host: "relay.internal",
      requireTLS: false,
    })
  })

  it("keep the credentials and the timeouts that bound one send", () => {
    expect(smtpSettings("smtp://user:s%40cret@smtp.example.com:587")).toMatchObject({
      host: "smtp.example.com",
      port: 587,
      auth: { user: "user", pass: "s@cret" },
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    })
  })
})

describe("sending", () => {
  it("refuses to send in plain text where STARTTLS is required, and sends where it is not", async () => {
    // The test server offers no STARTTLS, like a server where it was stripped on the way.
    const smtp = await startSmtpServer()
    try {
      const mail = await composeMail(
        {
          id: 1,
          toAddress: "thandi@example.com",
          replyTo: null,
          subject: "S",
          textBody: "T",
          htmlBody: "<p>T</p>",
          headers: null,
          createdAt: new Date(),
        },
        "Shop <shop@test.local>",
        new Date(),
      )
      const commit = async () => {}
      const strict = { ...smtpSettings(smtp.url), requireTLS: true }
      await expect(sendMessage(strict, mail, commit).done).rejects.toThrow(/STARTTLS/)
      expect(smtp.messages).toHaveLength(0)
      await sendMessage(smtpSettings(smtp.url), mail, commit).done
      expect(smtp.messages).toHaveLength(1)
    } finally {
      await smtp.stop()
    }
  })
})
