// /admin/cameras: every camera (recorded from the live list, live or offline, and the
// samples) with its state and video, each recorded one linking to its edit form.
import { Link } from "react-router"
import type { Route } from "./+types/cameras"
import { AdminPage } from "~/admin/admin-page"
import { Table, TableBody, TableCell, TableHeader, TableRow } from "~/components/ui/table"
import { adminHeaders } from "~/admin/headers"
import { adminMeta } from "~/components/admin/admin-meta"
import { Badge } from "~/components/ui/badge"
import { listCamerasForAdmin } from "~/video/cameras-admin.server"
import { scopeOf } from "~/scope/request-scope.server"

export async function loader({ context }: Route.LoaderArgs) {
  return { cameras: await listCamerasForAdmin(scopeOf(context).db) }
}

export const headers = adminHeaders

export const meta: Route.MetaFunction = () => adminMeta("Cameras", "The cameras and their pages.")

const STATUS_LABEL = { live: "Live", offline: "Offline", sample: "Sample" } as const

export default function AdminCameras({ loaderData }: Route.ComponentProps) {
  return (
    <AdminPage
      title="Cameras"
      description="A camera is recorded when its broadcast first shows in the live list; a restart under the same title keeps its page. Samples are fixed."
    >
      <Table label="Cameras" layout="cards" className="md:min-w-[44rem]">
        <TableHeader columns={["Camera", "Status", "Video id", "Last live", "Page"]} />
        <TableBody>
          {loaderData.cameras.map((camera) => (
            <TableRow key={camera.slug}>
              <TableCell label="Camera">
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
              </TableCell>
              <TableCell label="Status">
                <Badge variant={camera.status === "live" ? "live" : "secondary"}>
                  {STATUS_LABEL[camera.status]}
                </Badge>
              </TableCell>
              <TableCell label="Video id" className="font-mono break-all">
                {camera.videoId ?? "–"}
              </TableCell>
              <TableCell label="Last live">{camera.lastLive ?? "–"}</TableCell>
              <TableCell label="Page" className="break-all">
                <a href={`/cameras/${camera.slug}`} className="text-ocean-800 underline">
                  /cameras/{camera.slug}
                </a>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </AdminPage>
  )
}
