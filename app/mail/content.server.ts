// What every mail is made of, whichever domain writes it: the recipient, a one-line
// subject, a plain-text part and a simple HTML part in which everything a visitor
// typed is escaped.
export type MailContent = { to: string; subject: string; text: string; html: string }

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;")
}

/** Label and value rows as a small table, the labels as row headers. */
export function detailsTableHtml(rows: readonly (readonly [string, string])[]): string {
  const cell = 'style="padding:4px 8px;text-align:left;vertical-align:top"'
  return `<table style="border-collapse:collapse">${rows
    .map(
      ([label, value]) =>
        `<tr><th ${cell}>${escapeHtml(label)}</th><td ${cell}>${escapeHtml(value)}</td></tr>`,
    )
    .join("")}</table>`
}

/** Typed text as paragraphs: a blank line ends one, a single newline breaks the line. */
export function paragraphsHtml(text: string): string {
  return text
    .split(/\n{2,}/)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, "<br>")}</p>`)
    .join("\n")
}

export function layout(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head><body style="font-family:Arial,sans-serif;color:#062f49;line-height:1.5">\n${body}\n</body></html>`
}

/**
 * Text for a header (a subject built with a customer's name, say): one line, and an
 * RFC 2047 encoded word typed into it (`=?utf-8?B?…?=`) cannot be decoded by the
 * receiver into other text. A zero-width space after its "=" breaks the word; the
 * header then holds a non-ASCII character, so nodemailer encodes all of it, and the
 * reader sees what was typed.
 */
export function headerText(value: string): string {
  return value
    .replace(/[\r\n]+/g, " ")
    .replace(/=\?/g, "=\u200B?")
    .trim()
}
