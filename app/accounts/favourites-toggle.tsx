// The favourite toggle on camera cards and camera pages, and the go-live switch on the
// account page. Plain forms that work without JavaScript (they also send `next`, so the
// answer returns to this page); hydrated, a fetcher posts them and the pressed state
// follows the submission at once. The states come from the page's loader data
// (`favouriteSlugs`, null when signed out): signed out, every toggle is the same.
import { Heart } from "lucide-react"
import type { FormEvent } from "react"
import { useFetcher, useLocation, useMatches } from "react-router"
import { Button } from "~/components/ui/button"
import { useResultToast, type ToastMessage } from "~/lib/result-toast"
import { cn } from "~/lib/utils"
import { FAVOURITES_ACTION, type FavouriteIntent } from "./favourites-paths"

type ToggleResult = { ok: boolean; toast?: ToastMessage }

/** The signed-in visitor's favourite slugs from any matched route's loader data. */
export function useFavouriteSlugs(): ReadonlySet<string> {
  const matches = useMatches()
  for (const match of matches) {
    const slugs = (match.loaderData as { favouriteSlugs?: unknown } | undefined)?.favouriteSlugs
    if (Array.isArray(slugs)) return new Set(slugs as string[])
  }
  return new Set()
}

export function useToggle(camera: string) {
  const fetcher = useFetcher<ToggleResult>()
  const { pathname, search } = useLocation()
  useResultToast(fetcher.data?.toast)
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    form.delete("next")
    fetcher.submit(form, { method: "post", action: FAVOURITES_ACTION })
  }
  const pending = fetcher.formData?.get("camera") === camera ? fetcher.formData : undefined
  return { fetcher, submit, next: `${pathname}${search}`, pendingIntent: pending?.get("intent") }
}

export function FavouriteToggle({
  camera,
  name,
  className,
}: {
  camera: string
  /** The camera's name, so the button says which camera it is about. */
  name: string
  className?: string
}) {
  const saved = useFavouriteSlugs().has(camera)
  const { fetcher, submit, next, pendingIntent } = useToggle(camera)
  const pressed = pendingIntent ? pendingIntent === "add" : saved
  const intent: FavouriteIntent = pressed ? "remove" : "add"
  return (
    <fetcher.Form method="post" action={FAVOURITES_ACTION} onSubmit={submit} className={className}>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="camera" value={camera} />
      <input type="hidden" name="next" value={next} />
      <Button
        type="submit"
        variant="outline"
        aria-pressed={pressed}
        aria-label={`${pressed ? "Remove from favourites" : "Add to favourites"}: ${name}`}
        className="w-full"
      >
        <Heart aria-hidden="true" className={cn(pressed && "fill-red-600 text-red-700")} />
        {pressed ? "Remove from favourites" : "Add to favourites"}
      </Button>
    </fetcher.Form>
  )
}
