// What the two newsletter link pages (confirm, unsubscribe) do alike: read the signed token
// from the query, check it when the page opens and act on it when its form is posted,
// and answer the page's state; an altered, invalid or expired link is a 400.
import { data } from "react-router"
import type { Db } from "~/db/client.server"
import { queryParameter } from "~/lib/form-request.server"
import { EXPIRED_LINK, INVALID_LINK, type LinkPageState } from "~/newsletter/link-page"
import { checkLink, type LinkOutcome } from "~/newsletter/subscribers.server"

// Longer than any token we sign: a token sent twice or longer than this means an altered link.
const TOKEN_MAX_LENGTH = 200

// No "no-referrer" policy here: with it browsers send "Origin: null" on the
// page's own form, which the router refuses. The site-wide policy already keeps
// the token out of referrers to other sites.
export const linkPageHeaders = () => ({ "Cache-Control": "no-store" })

/** The page's first view: the question, or why the link cannot be used. */
export async function loadLinkPage(
  db: Db,
  request: Request,
  purpose: "confirm" | "unsubscribe",
  alreadyDone: (email: string) => string,
) {
  const read = queryParameter(request, "token", TOKEN_MAX_LENGTH)
  if (!read.ok) return alteredLink(read.error)
  const token = read.value
  const outcome = await checkLink(db, token, purpose)
  if (!outcome.ok) return failure(outcome)
  if (outcome.already)
    return data<LinkPageState>({ kind: "done", message: alreadyDone(outcome.email) })
  return data<LinkPageState>({ kind: "ask", email: outcome.email, token })
}

/** The answer to the page's button (or a mail program's one-click post). */
export async function actOnLink(
  request: Request,
  act: (token: string) => Promise<LinkOutcome>,
  done: (email: string) => string,
) {
  const read = queryParameter(request, "token", TOKEN_MAX_LENGTH)
  if (!read.ok) return alteredLink(read.error)
  const outcome = await act(read.value)
  if (!outcome.ok) return failure(outcome)
  return data<LinkPageState>({ kind: "done", message: done(outcome.email) })
}

function alteredLink(error: string) {
  return data<LinkPageState>(
    { kind: "invalid", message: `${INVALID_LINK} (${error})` },
    { status: 400 },
  )
}

function failure(outcome: Extract<LinkOutcome, { ok: false }>) {
  const message = outcome.reason === "expired" ? EXPIRED_LINK : INVALID_LINK
  return data<LinkPageState>({ kind: "invalid", message }, { status: 400 })
}
