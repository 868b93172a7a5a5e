// "My cameras" on the account page: the favourites, live ones first, each with its state,
// viewers, a link to its page, and the switch "E-mail me when it goes live".
import { Bell, BellOff, Users } from "lucide-react"
import { Link } from "react-router"
import { Badge } from "~/components/ui/badge"
import { Button } from "~/components/ui/button"
import { CardList } from "~/components/ui/card-list"
import { formatViewers } from "~/video/format"
import { FAVOURITES_ACTION } from "./favourites-paths"
import { FavouriteToggle, useToggle } from "./favourites-toggle"

export type MyCameraView = {
  slug: string
  name: string
  isLive: boolean
  viewerCount: number
  alert: boolean
}

export function MyCameras({ cameras }: { cameras: readonly MyCameraView[] }) {
  return (
    <CardList
      label="My cameras"
      items={cameras}
      itemKey={(camera) => camera.slug}
      empty={
        <>
          No favourites yet. Press &lsquo;Add to favourites&rsquo; on any{" "}
          <Link to="/cameras" className="font-semibold text-ocean-700 underline underline-offset-4">
            camera
          </Link>{" "}
          to find it here, and to be e-mailed when it goes live.
        </>
      }
      className="gap-3"
      itemClassName="rounded-xl sm:flex-row sm:items-center sm:justify-between"
    >
      {(camera) => (
        <>
          <div className="flex min-w-0 flex-col gap-1">
            <div className="flex flex-wrap items-center gap-2">
              {camera.isLive ? (
                <Badge variant="live">LIVE</Badge>
              ) : (
                <Badge variant="secondary">OFFLINE</Badge>
              )}
              <Link
                to={`/cameras/${camera.slug}`}
                className="font-semibold break-words text-ocean-950 underline-offset-4 hover:underline"
              >
                {camera.name}
              </Link>
            </div>
            {camera.isLive ? (
              <p className="flex items-center gap-1.5 text-sm text-slate-700">
                <Users className="size-4 shrink-0" aria-hidden="true" />
                {formatViewers(camera.viewerCount)}
              </p>
            ) : null}
          </div>
          <div className="flex flex-wrap gap-2">
            <AlertSwitch camera={camera.slug} name={camera.name} on={camera.alert} />
            <FavouriteToggle camera={camera.slug} name={camera.name} />
          </div>
        </>
      )}
    </CardList>
  )
}

// Here, not beside the favourite toggle: the camera cards' bundle does not need it.
export function AlertSwitch({ camera, name, on }: { camera: string; name: string; on: boolean }) {
  const { fetcher, submit, next, pendingIntent } = useToggle(camera)
  const pressed = pendingIntent ? pendingIntent === "alert-on" : on
  return (
    <fetcher.Form method="post" action={FAVOURITES_ACTION} onSubmit={submit}>
      <input type="hidden" name="intent" value={pressed ? "alert-off" : "alert-on"} />
      <input type="hidden" name="camera" value={camera} />
      <input type="hidden" name="next" value={next} />
      <Button
        type="submit"
        variant={pressed ? "default" : "outline"}
        size="sm"
        aria-pressed={pressed}
        aria-label={`E-mail me when it goes live: ${name}`}
      >
        {pressed ? <Bell aria-hidden="true" /> : <BellOff aria-hidden="true" />}
        E-mail me when it goes live
      </Button>
    </fetcher.Form>
  )
}
