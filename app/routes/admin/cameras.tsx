// /admin/cameras: every camera (recorded from the live list, live or offline, and the
// samples) with its state and video, each recorded one linking to its edit form.
import { Link } from "react-router"
import type { Route } from "./+types/cameras"
import {
  AdminPage,
  cardBodyClass,
  cardCellClass,
  cardHeadClass,
  cardRowClass,
  cardTableClass,
  TableScroller,
  thClass,
} from "~/admin/admin-page"
import { adminHeaders } from "~/admin/headers"
import { Badge } from "~/components/ui/badge"
import { pageMeta } from "~/lib/site"
import { cn } from "~/lib/utils"
import { listCamerasForAdmin } from "~/video/cameras-admin.server"
import { scopeOf } from "~/scope/request-scope.server"

export async function loader({ context }: Route.LoaderArgs) {
  return { cameras: await listCamerasForAdmin(scopeOf(context).db) }
}

export const headers = adminHeaders

export const meta: Route.MetaFunction = () => [
  ...pageMeta("Cameras", "The cameras and their pages."),
  { name: "robots", content: "noindex" },
]

const STATUS_LABEL = { live: "Live", offline: "Offline", sample: "Sample" } as const

export default function AdminCameras({ loaderData }: Route.ComponentProps) {
  return (
    <AdminPage
      title="Cameras"
      description="A camera is recorded when its broadcast first shows in the live list; a restart under the same title keeps its page. Samples are fixed."
    >
      <TableScroller label="Cameras">
        <table className={cn(cardTableClass, "md:min-w-[44rem]")}>
          <thead className={cardHeadClass}>
            <tr>
              <th scope="col" className={thClass}>
                Camera
              </th>
              <th scope="col" className={thClass}>
                Status
              </th>
              <th scope="col" className={thClass}>
                Video id
              </th>
              <th scope="col" className={thClass}>
                Last live
              </th>
              <th scope="col" className={thClass}>
                Page
              </th>
            </tr>
          </thead>
          <tbody className={cardBodyClass}>
            {loaderData.cameras.map((camera) => (
              <tr key={camera.slug} className={cardRowClass}>
                <td data-label="Camera" className={cardCellClass}>
                  {camera.id === null ? (
                    camera.name
                  ) : (
                    <Link
                      to={`/admin/cameras/${camera.id}`}
                      className="font-semibold text-ocean-800 underline"
                    >
                      Edit {camera.name}
                    </Link>
                  )}
                </td>
                <td data-label="Status" className={cardCellClass}>
                  <Badge variant={camera.status === "live" ? "live" : "secondary"}>
                    {STATUS_LABEL[camera.status]}
                  </Badge>
                </td>
                <td data-label="Video id" className={`${cardCellClass} font-mono break-all`}>
                  {camera.videoId ?? "–"}
                </td>
                <td data-label="Last live" className={cardCellClass}>
                  {camera.lastLive ?? "–"}
                </td>
                <td data-label="Page" className={`${cardCellClass} break-all`}>
                  <a href={`/cameras/${camera.slug}`} className="text-ocean-800 underline">
                    /cameras/{camera.slug}
                  </a>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroller>
    </AdminPage>
  )
}
