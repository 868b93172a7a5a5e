import { describe, expect, it } from "vitest"
import { smtpSettings } from "~/mail/smtp.server"

describe("the SMTP connection settings", () => {
  it.each([
    "smtp://user:secret@smtp.example.com:587",
    "smtp://mail.example.com",
    "smtp://10.0.0.5:25",
    "smtp://127.0.0.2:25",
  ])("require STARTTLS on the way to another machine: %s", (url) => {
    expect(smtpSettings(url)).toMatchObject({ requireTLS: true })
  })

  it.each([
    "smtp://localhost:1025",
    "smtp://LOCALHOST:1025",
    "smtp://127.0.0.1:2525",
    "smtp://[::1]:25",
  ])("leave plain SMTP to this machine: %s", (url) => {
    expect(smtpSettings(url)).toMatchObject({ requireTLS: false })
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
