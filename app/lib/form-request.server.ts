// Reading a posted form defensively. Actions must answer a malformed request
// (JSON instead of a form, a broken multipart body, a field sent twice, a file
// where text belongs, bytes that are not UTF-8) with a 4xx and a clear message,
// never a 500, and before anything is stored or mailed.
import { data } from "react-router"

export type FormReadResult<Name extends string> =
  | { ok: true; values: Partial<Record<Name, string>> }
  | { ok: false; status: 400 | 415; error: string }

const URLENCODED = "application/x-www-form-urlencoded"
const MULTIPART = "multipart/form-data"

const WRONG_TYPE =
  "Please send the form as application/x-www-form-urlencoded or multipart/form-data."
const UNREADABLE = "The form could not be read. Please try again."
const NOT_UTF8 = "The form is not valid UTF-8 text. Please send it again from the page."

const utf8 = new TextDecoder("utf-8", { fatal: true })

/** What went wrong, as the answer to send back. */
function refusal<Status extends 400 | 415>(status: Status, error: string) {
  return { ok: false as const, status, error }
}

/**
 * A url-encoded body as name/value pairs. Unlike URLSearchParams, which turns
 * bytes that are not UTF-8 into U+FFFD without a word, this refuses them, so a
 * name cannot be stored with a character its sender never typed.
 */
function parseUrlEncoded(text: string): [string, string][] | undefined {
  const pairs: [string, string][] = []
  for (const part of text.split("&")) {
    if (part === "") continue
    const equals = part.indexOf("=")
    const [rawName, rawValue] =
      equals < 0 ? [part, ""] : [part.slice(0, equals), part.slice(equals + 1)]
    try {
      pairs.push([
        decodeURIComponent(rawName.replaceAll("+", " ")),
        decodeURIComponent(rawValue.replaceAll("+", " ")),
      ])
    } catch {
      return undefined
    }
  }
  return pairs
}

/**
 * The named text fields of the request's form. Fields the action does not know
 * are ignored; a known field sent more than once or as a file is refused, so no
 * later code has to guess which value was meant.
 */
export async function readFormFields<Name extends string>(
  request: Request,
  names: readonly Name[],
): Promise<FormReadResult<Name>> {
  const [mediaType = "", ...parameters] = (request.headers.get("Content-Type") ?? "").split(";")
  const type = mediaType.trim().toLowerCase()
  if (type !== URLENCODED && type !== MULTIPART) return refusal(415, WRONG_TYPE)
  // Browsers send UTF-8 forms; a form in another character set would be misread.
  const charset = parameters
    .map((parameter) => parameter.trim().toLowerCase())
    .find((parameter) => parameter.startsWith("charset="))
  if (charset && !/^charset="?utf-8"?$/.test(charset))
    return refusal(415, "Please send the form in UTF-8.")

  let bytes: ArrayBuffer
  try {
    bytes = await request.arrayBuffer()
  } catch {
    return refusal(400, UNREADABLE)
  }
  let text: string
  try {
    text = utf8.decode(bytes)
  } catch {
    return refusal(400, NOT_UTF8)
  }

  let entries: [string, FormDataEntryValue][]
  if (type === URLENCODED) {
    const pairs = parseUrlEncoded(text)
    if (!pairs) return refusal(400, NOT_UTF8)
    entries = pairs
  } else {
    try {
      const form = await new Response(bytes, {
        headers: { "Content-Type": request.headers.get("Content-Type")! },
      }).formData()
      entries = [...form.entries()]
    } catch {
      return refusal(400, UNREADABLE)
    }
  }

  const values: Partial<Record<Name, string>> = {}
  for (const name of names) {
    const all = entries.filter(([key]) => key === name).map(([, value]) => value)
    if (all.length > 1) return refusal(400, `The field "${name}" was sent more than once.`)
    const [value] = all
    if (value === undefined) continue
    if (typeof value !== "string")
      return refusal(400, `The field "${name}" must be text, not a file.`)
    values[name] = value
  }
  return { ok: true, values }
}

/**
 * Like readFormFields, for actions whose error page is their answer (admin
 * actions): a malformed request throws a 4xx with the message.
 */
export async function requireFormFields<Name extends string>(
  request: Request,
  names: readonly Name[],
): Promise<Partial<Record<Name, string>>> {
  const form = await readFormFields(request, names)
  if (!form.ok) {
    throw data(
      { ok: false, message: form.error },
      { status: form.status, headers: { "Cache-Control": "no-store" } },
    )
  }
  return form.values
}

/**
 * One query parameter of a link (a signed token, say), or a 400 when it is sent
 * more than once or is longer than any real value: the link was altered.
 */
export function queryParameter(
  request: Request,
  name: string,
  maxLength: number,
): { ok: true; value: string } | { ok: false; status: 400; error: string } {
  const all = new URL(request.url).searchParams.getAll(name)
  if (all.length > 1) return refusal(400, `The link's "${name}" was given more than once.`)
  const value = all[0] ?? ""
  if (value.length > maxLength) return refusal(400, `The link's "${name}" is too long.`)
  return { ok: true, value }
}

/**
 * The action of a route that only answers GET (health check, sitemap, exports):
 * a POST gets a clear 405 instead of React Router's "Unexpected Server Error".
 */
export function refuseWrites() {
  return new Response("Method not allowed: this address only answers GET and HEAD.", {
    status: 405,
    headers: {
      Allow: "GET, HEAD",
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "no-store",
    },
  })
}
