import { Menu, X } from "lucide-react"
import { useEffect, useId, useState } from "react"
import { useLocation } from "react-router"
import { AccountButtons } from "~/components/layout/account-buttons"
import { MainLinks } from "~/components/layout/main-links"

// On small screens the links collapse into a toggle menu that closes
// when a link is chosen.
export function MobileNav() {
  const [open, setOpen] = useState(false)
  const menuId = useId()
  const location = useLocation()

  // Also close on any navigation (back button, cart link) so it never lingers.
  useEffect(() => setOpen(false), [location.pathname])

  useEffect(() => {
    if (!open) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") setOpen(false)
    }
    window.addEventListener("keydown", onKey)
    return () => window.removeEventListener("keydown", onKey)
  }, [open])

  return (
    <div className="lg:hidden">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={open ? "Close menu" : "Open menu"}
        onClick={() => setOpen((value) => !value)}
        className="inline-flex size-10 items-center justify-center rounded-md text-white hover:bg-white/10"
      >
        {open ? (
          <X className="size-6" aria-hidden="true" />
        ) : (
          <Menu className="size-6" aria-hidden="true" />
        )}
      </button>
      {/* A scrim dims the page under the open menu; a tap on it closes the menu. Placed
          against the sticky header (whose backdrop blur would trap a fixed element). */}
      {open && (
        <div
          data-slot="menu-scrim"
          aria-hidden="true"
          onClick={() => setOpen(false)}
          className="absolute inset-x-0 top-16 h-[calc(100dvh-4rem)] bg-ocean-950/60"
        />
      )}
      <nav
        id={menuId}
        aria-label="Main"
        hidden={!open}
        className="absolute inset-x-0 top-16 border-b border-white/10 bg-ocean-950 px-4 pt-2 pb-4 shadow-lg"
      >
        <MainLinks
          className="flex flex-col"
          linkClassName="block py-3 text-base"
          onChoose={() => setOpen(false)}
        />
        <AccountButtons className="mt-3 flex px-3" onChoose={() => setOpen(false)} />
      </nav>
    </div>
  )
}
