// The page behind a confirm or unsubscribe link. Opening the link only shows a
// button: mail scanners open links in mail by themselves, and must not confirm
// or end a subscription for the person. Works without JavaScript (a plain form).
import { CheckCircle2, Info } from "lucide-react"
import { Form, Link } from "react-router"
import { Button } from "~/components/ui/button"
import { Notice } from "~/components/ui/notice"
import { pageMeta } from "~/lib/site"

export type LinkPageState =
  | { kind: "ask"; email: string; token: string }
  | { kind: "done"; message: string }
  | { kind: "invalid"; message: string }

/** What the page shows: the action's answer (a database outage's too) or the loader's. */
function linkPageState(
  actionData: LinkPageState | { ok: false; message: string } | undefined,
  loaderData: LinkPageState,
): LinkPageState {
  if (!actionData) return loaderData
  return "kind" in actionData ? actionData : { kind: "invalid", message: actionData.message }
}

/** A link page is reached from one person's mail: it is kept out of search engines. */
function linkPageMeta(title: string, description: string) {
  return [...pageMeta(title, description), { name: "robots", content: "noindex" }]
}

type LinkPageWords = {
  title: string
  /** The heading once the link has done its work, so the page says what happened. */
  doneTitle: string
  /** The page's description for its head. */
  description: string
  action: string
  button: string
  question: (email: string) => string
}

/** The `meta` and page component of one link route: every link page differs only in words. */
export function linkPageRoute({ description, ...words }: LinkPageWords) {
  return {
    meta: () => linkPageMeta(words.title, description),
    Page: function LinkRoutePage({
      loaderData,
      actionData,
    }: {
      loaderData: LinkPageState
      actionData?: LinkPageState | { ok: false; message: string }
    }) {
      return <LinkPage {...words} state={linkPageState(actionData, loaderData)} />
    },
  }
}

function LinkPage({
  title,
  doneTitle,
  action,
  button,
  question,
  state,
}: Omit<LinkPageWords, "description"> & { state: LinkPageState }) {
  return (
    <section className="mx-auto flex max-w-xl flex-col gap-6 px-4 py-16">
      <h1 className="text-3xl font-bold text-ocean-950">
        {state.kind === "done" ? doneTitle : title}
      </h1>
      {state.kind === "ask" ? (
        <Form
          method="post"
          action={`${action}?token=${encodeURIComponent(state.token)}`}
          className="flex flex-col items-start gap-4"
        >
          <p className="break-words text-slate-700">{question(state.email)}</p>
          <Button type="submit">{button}</Button>
        </Form>
      ) : (
        <Notice
          tone={state.kind === "done" ? "success" : "error"}
          icon={state.kind === "done" ? CheckCircle2 : Info}
          role="status"
        >
          {state.message}
        </Notice>
      )}
      <Link to="/" className="text-ocean-700 underline underline-offset-4">
        Return to Home
      </Link>
    </section>
  )
}

export const INVALID_LINK =
  "This link is not valid. Please copy the whole link from the mail, or sign up again."
export const EXPIRED_LINK =
  "This confirmation link has expired. Please sign up again and use the new link."
