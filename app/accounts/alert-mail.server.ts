// The go-live mail: which camera, a link to its page, why it came, and the one-click
// List-Unsubscribe headers (RFC 8058) that switch this camera's alert off.
import { escapeHtml, layout, type MailContent } from "~/mail/content.server"

export type AlertMail = MailContent & { headers: Record<string, string> }

export function goLiveMail(
  to: string,
  camera: { name: string; pageUrl: string },
  alertOffUrl: string,
): AlertMail {
  const why = `You asked to be told when ${camera.name} goes live: you switched on "E-mail me when it goes live" for it on your Cape Ocean Adventures account.`
  const text = [
    `${camera.name} is live now.`,
    "",
    `Watch it: ${camera.pageUrl}`,
    "",
    "Cape Ocean Adventures",
    "",
    "--",
    why,
    "We send at most one such mail per camera every 12 hours.",
    `Stop these mails for this camera: ${alertOffUrl}`,
  ].join("\n")
  const html = layout(
    `${camera.name} is live`,
    [
      `<p><strong>${escapeHtml(camera.name)}</strong> is live now.</p>`,
      `<p><a href="${escapeHtml(camera.pageUrl)}">Watch ${escapeHtml(camera.name)}</a></p>`,
      "<p>Cape Ocean Adventures</p>",
      `<p style="font-size:12px;color:#4b6475">${escapeHtml(why)} We send at most one such mail per camera every 12 hours. <a href="${escapeHtml(alertOffUrl)}">Stop these mails for this camera</a></p>`,
    ].join("\n"),
  )
  return {
    to,
    subject: `${camera.name} is live now`,
    text,
    html,
    headers: {
      "List-Id": `Cape Ocean Adventures camera alerts <alerts.${new URL(alertOffUrl).hostname}>`,
      "List-Unsubscribe": `<${alertOffUrl}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  }
}
