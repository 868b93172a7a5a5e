// Click-to-play (docs/decisions/camera-player.md): the page shows the broadcast's
// thumbnail in a reserved 16:9 box; only a click inserts the privacy-enhanced player,
// so nothing but the thumbnail is fetched from the platform before the visitor asks.
import { Play } from "lucide-react"
import { useState } from "react"

export function nocookieEmbedUrl(videoId: string): string {
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}?autoplay=1`
}

export function CameraPlayer({
  videoId,
  name,
  imageUrl,
}: {
  videoId: string
  name: string
  imageUrl: string
}) {
  const [playing, setPlaying] = useState(false)
  return (
    <div className="relative aspect-video w-full overflow-hidden rounded-xl bg-ocean-950 shadow-md">
      {playing ? (
        <iframe
          src={nocookieEmbedUrl(videoId)}
          title={`${name} (live video)`}
          referrerPolicy="strict-origin-when-cross-origin"
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          className="absolute inset-0 size-full border-0"
        />
      ) : (
        <button
          type="button"
          onClick={() => setPlaying(true)}
          className="group absolute inset-0 size-full cursor-pointer outline-none focus-visible:ring-4 focus-visible:ring-sun-400 focus-visible:ring-inset"
        >
          <img
            src={imageUrl}
            alt=""
            width={1280}
            height={720}
            fetchPriority="high"
            decoding="async"
            className="size-full object-cover"
          />
          <span className="absolute inset-0 flex items-center justify-center bg-ocean-950/25 group-hover:bg-ocean-950/10">
            <span className="flex items-center gap-2 rounded-full bg-red-700 px-5 py-3 text-base font-bold text-white shadow-lg">
              <Play className="size-5 fill-current" aria-hidden="true" />
              Play <span className="sr-only">{name}</span>
            </span>
          </span>
        </button>
      )}
    </div>
  )
}
