// Share: the device's share sheet where there is one (phones), else the address is
// copied and the button says so.
import { Share2 } from "lucide-react"
import { useState } from "react"
import { Button } from "~/components/ui/button"

export function ShareButton({ url, title }: { url: string; title: string }) {
  const [status, setStatus] = useState("")
  async function share() {
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ url, title })
        return
      } catch (error) {
        // The visitor closed the sheet: nothing to say.
        if (error instanceof DOMException && error.name === "AbortError") return
      }
    }
    try {
      await navigator.clipboard.writeText(url)
      setStatus("Link copied")
    } catch {
      setStatus(`Copy this link: ${url}`)
    }
  }
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button type="button" variant="outline" onClick={() => void share()}>
        <Share2 aria-hidden="true" />
        Share
      </Button>
      <p role="status" className="text-sm font-semibold text-ocean-900">
        {status}
      </p>
    </div>
  )
}
