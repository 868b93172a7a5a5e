// Cleaning of text typed into forms, run before validation in the browser and on
// the server. Control characters are never meaningful in a name, an address or a
// message, and they are how a mail's headers or layout get forged: a CR/LF in a
// name could start a new header line, a bidi override can make "gpj.exe" read as
// "exe.jpg". See docs/deviations.md ("Form text cleaning") for why fields are
// cleaned rather than refused.

// Characters that end a line somewhere: the ASCII ones plus NEL and the Unicode
// line and paragraph separators, which some mail clients render as line breaks.
const LINE_BREAKING = /[\t\n\v\f\r\u0085\u2028\u2029]/gu
// Every other C0/C1 control character (NUL, ESC, DEL, ...).
const CONTROL = /\p{Cc}/gu
// Bidi embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069).
const BIDI_CONTROL = /[\u202A-\u202E\u2066-\u2069]/gu

/**
 * For one-line fields (names, e-mail address, city, ...): every line break or
 * tab becomes a space, every other control character and every bidi control is
 * removed, runs of spaces made that way collapse to one, and the ends are trimmed.
 * The result never contains a CR or LF, so it cannot break a mail header or add a
 * line to a mail's text.
 */
export function cleanSingleLine(value: string): string {
  return value
    .replace(LINE_BREAKING, " ")
    .replace(CONTROL, "")
    .replace(BIDI_CONTROL, "")
    .replace(/ {2,}/g, " ")
    .trim()
}

/**
 * For free-text fields that may hold several lines (a message): CRLF, CR and the
 * Unicode line/paragraph separators become LF, LF is kept, every other control
 * character (TAB included) and every bidi control is removed, and the ends are
 * trimmed.
 */
export function cleanMultiLine(value: string): string {
  return value
    .replace(/\r\n?|[\u0085\u2028\u2029]/g, "\n")
    .replace(/(?!\n)\p{Cc}/gu, "")
    .replace(BIDI_CONTROL, "")
    .trim()
}
