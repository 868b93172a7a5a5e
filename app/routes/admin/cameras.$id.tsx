// /admin/cameras/:id: the owner's details of one camera. Every field is checked; on
// any invalid field nothing is saved and each message shows beside its field. A new
// address keeps the old one answering 301.
import { useRef } from "react"
import { data, Form, Link, useNavigation } from "react-router"
import type { Route } from "./+types/cameras.$id"
import { AdminPage } from "~/admin/admin-page"
import { adminHeaders } from "~/admin/headers"
import { adminMeta } from "~/components/admin/admin-meta"
import { Button } from "~/components/ui/button"
import { Input } from "~/components/ui/input"
import { Label } from "~/components/ui/label"
import { NativeSelect } from "~/components/ui/native-select"
import { Textarea } from "~/components/ui/textarea"
import { answerOutages } from "~/db/outage.server"
import { requireFormFields } from "~/lib/form-request.server"
import { useFocusFirstInvalid } from "~/lib/focus-first-invalid"
import { invalid, type FieldErrors, type FormResult } from "~/lib/form-result"
import { toastMessage, useResultToast } from "~/lib/result-toast"
import { CAMERA_CATEGORIES, CATEGORY_LABELS } from "~/video/camera-details"
import {
  CAMERA_EDIT_FIELDS,
  CAMERA_FIELD_MAX,
  cameraEditSchema,
  cameraFieldErrors,
} from "~/video/camera-edit-schema"
import { categoryOf } from "~/video/camera-page.server"
import { getCameraForEdit, updateCamera } from "~/video/cameras-admin.server"
import { scopeOf } from "~/scope/request-scope.server"

function cameraIdOf(param: string | undefined): number | undefined {
  return param && /^\d{1,9}$/.test(param) ? Number(param) : undefined
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const id = cameraIdOf(params.id)
  const row = id === undefined ? undefined : await getCameraForEdit(scopeOf(context).db, id)
  if (!row)
    throw data("Camera not found", { status: 404, headers: { "Cache-Control": "no-store" } })
  return {
    camera: {
      id: row.id,
      broadcastTitle: row.broadcastTitle,
      videoId: row.videoId,
      isLive: row.isLive,
      values: {
        displayName: row.displayName ?? "",
        slug: row.slug,
        location: row.location ?? "",
        latitude: row.latitude === null ? "" : String(row.latitude),
        longitude: row.longitude === null ? "" : String(row.longitude),
        category: categoryOf(row),
        isPremium: row.isPremium,
        sponsorName: row.sponsorName ?? "",
        sponsorUrl: row.sponsorUrl ?? "",
        ownerDescription: row.ownerDescription ?? "",
        lookFor: row.lookFor ?? "",
        bestTimes: row.bestTimes ?? "",
        offlineNote: row.offlineNote ?? "",
      },
    },
  }
}

type FieldName = (typeof CAMERA_EDIT_FIELDS)[number]

export type CameraEditResult = FormResult<
  FieldName,
  object,
  /** What was sent, shown again after a refusal. */
  { values?: Partial<Record<FieldName, string>> }
>

export const action = answerOutages(async ({ request, params, context }: Route.ActionArgs) => {
  const id = cameraIdOf(params.id)
  if (id === undefined) throw data("Camera not found", { status: 404 })
  const form = await requireFormFields(request, CAMERA_EDIT_FIELDS)
  const refuse = (fieldErrors: FieldErrors<FieldName>) =>
    invalid(fieldErrors, {
      values: form,
      toast: toastMessage("Not saved", "Please correct the marked fields.", "destructive"),
    })
  const parsed = cameraEditSchema.safeParse(form)
  if (!parsed.success) return refuse(cameraFieldErrors(parsed.error))
  const saved = await updateCamera(scopeOf(context).db, id, parsed.data)
  if (!saved.ok) {
    if ("missing" in saved) throw data("Camera not found", { status: 404 })
    return refuse(saved.fieldErrors)
  }
  return data<CameraEditResult>({
    ok: true,
    toast: toastMessage("Camera saved", `Its page is /cameras/${saved.slug}.`),
  })
})

export const headers = adminHeaders

export const meta: Route.MetaFunction = () => adminMeta("Edit camera", "A camera's details.")

export default function AdminCameraEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { camera } = loaderData
  const navigation = useNavigation()
  useResultToast(actionData?.toast)
  const result = actionData as CameraEditResult | undefined
  const errors: FieldErrors<FieldName> = (result && !result.ok && result.fieldErrors) || {}
  const sent = result && !result.ok ? result.values : undefined
  const formRef = useRef<HTMLFormElement>(null)
  useFocusFirstInvalid(formRef, result && !result.ok ? result.fieldErrors : undefined)
  const value = (name: Exclude<FieldName, "isPremium">) => sent?.[name] ?? camera.values[name]
  const premium = sent ? sent.isPremium === "on" : camera.values.isPremium
  // A changed form remounts, so a refused value shows as sent and a saved one as stored.
  const formKey = JSON.stringify(sent ?? camera.values)

  const field = (
    name: Exclude<FieldName, "isPremium" | "category">,
    label: string,
    options: { multiline?: boolean; hint?: string; inputMode?: "decimal" } = {},
  ) => {
    const error = errors[name]
    const max = (CAMERA_FIELD_MAX as Record<string, number>)[name]
    const describedBy =
      [error ? `${name}-error` : "", options.hint ? `${name}-hint` : ""]
        .filter(Boolean)
        .join(" ") || undefined
    const common = {
      id: name,
      name,
      defaultValue: value(name),
      "aria-invalid": error ? true : undefined,
      "aria-describedby": describedBy,
      ...(max ? { maxLength: max } : {}),
    }
    return (
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={name}>{label}</Label>
        {options.multiline ? (
          <Textarea rows={3} {...common} />
        ) : (
          <Input type="text" inputMode={options.inputMode} {...common} />
        )}
        {options.hint ? (
          <p id={`${name}-hint`} className="text-sm text-slate-700">
            {options.hint}
          </p>
        ) : null}
        {error ? (
          <p id={`${name}-error`} className="text-sm font-semibold text-red-800">
            {error}
          </p>
        ) : null}
      </div>
    )
  }

  return (
    <AdminPage
      title={`Edit ${camera.values.displayName || camera.broadcastTitle}`}
      description={`Broadcast "${camera.broadcastTitle}", video ${camera.videoId}, ${camera.isLive ? "live now" : "offline"}. Empty fields use the defaults.`}
      actions={
        <Button asChild variant="outline">
          <Link to="/admin/cameras">All cameras</Link>
        </Button>
      }
    >
      <Form
        ref={formRef}
        key={formKey}
        method="post"
        noValidate
        className="grid max-w-3xl gap-5 rounded-xl border border-ocean-100 bg-white p-6 shadow-sm"
      >
        {result?.ok ? (
          <p role="status" className="font-semibold text-emerald-800">
            Saved.
          </p>
        ) : null}
        {field("displayName", "Display name", { hint: "Empty: the broadcast's title." })}
        {field("slug", "Address", {
          hint: "The page is /cameras/<address>; the old one keeps working.",
        })}
        {field("location", "Location")}
        <div className="grid gap-5 sm:grid-cols-2">
          {field("latitude", "Latitude", {
            inputMode: "decimal",
            hint: "-90 to 90; empty: Cape Town.",
          })}
          {field("longitude", "Longitude", { inputMode: "decimal", hint: "-180 to 180." })}
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="category">Category</Label>
          <NativeSelect
            id="category"
            name="category"
            defaultValue={value("category")}
            aria-invalid={errors.category ? true : undefined}
            aria-describedby={errors.category ? "category-error" : undefined}
          >
            {CAMERA_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {CATEGORY_LABELS[category]}
              </option>
            ))}
          </NativeSelect>
          {errors.category ? (
            <p id="category-error" className="text-sm font-semibold text-red-800">
              {errors.category}
            </p>
          ) : null}
        </div>
        <div className="flex items-center gap-2">
          <input
            id="isPremium"
            name="isPremium"
            type="checkbox"
            defaultChecked={premium}
            className="size-4 accent-ocean-700"
          />
          <Label htmlFor="isPremium">Premium</Label>
        </div>
        {field("sponsorName", "Sponsor name")}
        {field("sponsorUrl", "Sponsor link", { hint: "An https:// address." })}
        {field("ownerDescription", "Description", { multiline: true })}
        {field("lookFor", "What to look for", {
          multiline: true,
          hint: "Empty: the category's text.",
        })}
        {field("bestTimes", "Best viewing times", { multiline: true })}
        {field("offlineNote", "Offline note", {
          multiline: true,
          hint: "Shown while the camera is offline.",
        })}
        <div>
          <Button type="submit" disabled={navigation.state !== "idle"}>
            {navigation.state !== "idle" ? "Saving..." : "Save camera"}
          </Button>
        </div>
      </Form>
    </AdminPage>
  )
}
