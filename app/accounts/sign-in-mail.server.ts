// The mail that carries a sign-in code. It has no link: a mail scanner that opens links
// must not be able to sign anyone in, and a code typed on the page needs none.
import { escapeHtml, layout, type MailContent } from "~/mail/content.server"
import { SITE_NAME } from "~/lib/site"

export const SIGN_IN_MAIL_KIND = "sign_in_code"

export function signInCodeMail(to: string, code: string, validMinutes: number): MailContent {
  const subject = `Your ${SITE_NAME} sign-in code: ${code}`
  const text = [
    "Hi,",
    "",
    `Your code to sign in to ${SITE_NAME} is:`,
    "",
    `    ${code}`,
    "",
    `Type it on the sign-in page. It works once, for ${validMinutes} minutes.`,
    "If you did not ask for it, ignore this mail: nobody can sign in without the code, and no account is made.",
    "",
    SITE_NAME,
  ].join("\n")
  const html = layout(
    subject,
    [
      "<p>Hi,</p>",
      `<p>Your code to sign in to ${escapeHtml(SITE_NAME)} is:</p>`,
      `<p style="font-size:28px;font-weight:bold;letter-spacing:6px">${escapeHtml(code)}</p>`,
      `<p>Type it on the sign-in page. It works once, for ${validMinutes} minutes.</p>`,
      "<p>If you did not ask for it, ignore this mail: nobody can sign in without the code, and no account is made.</p>",
      `<p>${escapeHtml(SITE_NAME)}</p>`,
    ].join("\n"),
  )
  return { to, subject, text, html }
}
