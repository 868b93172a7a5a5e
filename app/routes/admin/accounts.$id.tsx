// /admin/accounts/:id: one account's facts and its erasure (the same as the visitor's
// 'Delete my account': the account and what hangs on it go, orders stay).
import { Trash2 } from "lucide-react"
import { data, Form, useNavigation, type ShouldRevalidateFunctionArgs } from "react-router"
import type { Route } from "./+types/accounts.$id"
import { adminAccount } from "~/accounts/accounts-admin.server"
import { deleteAccount } from "~/accounts/accounts.server"
import { AdminPage } from "~/admin/admin-page"
import { adminHeaders } from "~/admin/headers"
import { adminMeta } from "~/components/admin/admin-meta"
import { AdminList, RecordLink } from "~/components/admin/admin-list"
import { BackToList } from "~/components/admin/record-page"
import { Button } from "~/components/ui/button"
import { answerOutages } from "~/db/outage.server"
import { readFormFields } from "~/lib/form-request.server"
import { log } from "~/lib/log.server"
import { toastMessage, useResultToast, type ToastMessage } from "~/lib/result-toast"
import { scopeOf } from "~/scope/request-scope.server"
import { favouritesExport } from "~/accounts/favourites.server"

function accountId(param: string | undefined): number | undefined {
  return param && /^\d{1,9}$/.test(param) ? Number(param) : undefined
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const id = accountId(params.id)
  const account = id === undefined ? undefined : await adminAccount(scopeOf(context).db, id)
  if (!account) {
    throw data("Account not found", { status: 404, headers: { "Cache-Control": "no-store" } })
  }
  const favourites = await favouritesExport(scopeOf(context).db, account.id)
  return { account, favourites }
}

export type EraseAccountResult =
  | { ok: true; message: string; toast: ToastMessage }
  | { ok: false; message: string; toast?: ToastMessage }

export const action = answerOutages(async ({ request, params, context }: Route.ActionArgs) => {
  const form = await readFormFields(request, ["intent"])
  if (!form.ok)
    return data<EraseAccountResult>({ ok: false, message: form.error }, { status: form.status })
  if (form.values.intent !== "erase") {
    return data<EraseAccountResult>({ ok: false, message: "Unknown action." }, { status: 400 })
  }
  const id = accountId(params.id)
  const erased = id !== undefined && (await deleteAccount(scopeOf(context).db, id))
  if (!erased) {
    return data<EraseAccountResult>({ ok: false, message: "Account not found." }, { status: 404 })
  }
  log.info("account.deleted", { by: "admin" })
  const message = "The account, its sessions and everything kept for it are erased. Orders stay."
  return data<EraseAccountResult>({
    ok: true,
    message,
    toast: toastMessage("Account erased", message),
  })
})

export const headers = adminHeaders

// After an erasure the page shows what was done; reloading its data would only find no account.
export function shouldRevalidate({
  actionResult,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return actionResult?.ok ? false : defaultShouldRevalidate
}

export const meta: Route.MetaFunction = () => adminMeta("Account", "A visitor account.")

const backToList = <BackToList to="/admin/accounts">All accounts</BackToList>

export default function AdminAccount({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state !== "idle"
  useResultToast(actionData?.ok ? actionData.toast : undefined)
  if (actionData?.ok) {
    return (
      <AdminPage title="Account erased" actions={backToList}>
        <p role="status" className="rounded-xl border border-ocean-100 bg-white p-6 text-slate-700">
          {actionData.message}
        </p>
      </AdminPage>
    )
  }
  const { account } = loaderData
  return (
    <AdminPage
      title={<span className="break-all">{account.email}</span>}
      description="Visitor account"
      actions={backToList}
    >
      <dl className="grid max-w-xl grid-cols-[auto_1fr] gap-x-6 gap-y-2 rounded-xl border border-ocean-100 bg-white p-6 text-sm">
        <dt className="text-slate-700">Created</dt>
        <dd>{account.created}</dd>
        <dt className="text-slate-700">Last seen</dt>
        <dd>{account.lastSeen}</dd>
        <dt className="text-slate-700">Signed-in sessions</dt>
        <dd>{account.sessions}</dd>
      </dl>

      <section aria-labelledby="favourites-heading" className="flex flex-col gap-3">
        <h2 id="favourites-heading" className="text-lg font-semibold text-ocean-950">
          Favourite cameras
        </h2>
        <AdminList
          rows={loaderData.favourites}
          rowKey={(favourite) => favourite.camera}
          empty="No favourites."
          label="Favourite cameras"
          columns={[
            {
              label: "Camera",
              cell: (favourite) => (
                <RecordLink to={`/cameras/${favourite.camera}`}>{favourite.name}</RecordLink>
              ),
            },
            {
              label: "E-mail when live",
              cell: (favourite) => (favourite.emailWhenLive ? "On" : "Off"),
            },
          ]}
          className="md:min-w-[30rem]"
        />
      </section>

      <Form
        method="post"
        className="flex max-w-xl flex-col gap-3 rounded-xl border border-ocean-100 bg-white p-6"
      >
        <h2 className="text-lg font-semibold text-ocean-950">Erase this account</h2>
        <p className="text-sm text-slate-700">
          The same as the visitor&apos;s &lsquo;Delete my account&rsquo;: the account, its sessions
          and everything kept for it are deleted. Orders placed with the address stay, as business
          records.
        </p>
        {actionData && !actionData.ok && (
          <p role="alert" className="text-sm text-red-800">
            {actionData.message}
          </p>
        )}
        <input type="hidden" name="intent" value="erase" />
        <Button type="submit" variant="destructive" disabled={busy} className="self-start">
          <Trash2 aria-hidden="true" />
          Erase account
        </Button>
      </Form>
    </AdminPage>
  )
}
