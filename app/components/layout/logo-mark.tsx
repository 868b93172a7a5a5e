import type * as React from "react"
import type { ReactNode } from "react"
import { Link } from "react-router"
import { cn } from "~/lib/utils"

// The Cape Ocean Adventures wave mark: a curling wave over a swell line on an
// ocean-blue rounded square. Same artwork as public/icon.svg, the favicon and
// the Open Graph image (see scripts/generate-images.mjs, MARK_PATHS).
const WAVE_PATHS = [
  "M10 39c6.5 0 9.5-4.2 12.6-9.4C26.4 23.3 31 18 38.6 18 45.7 18 51 23 51 29.2c0 4.8-3.6 8.1-7.9 8.1-3.4 0-5.9-2.4-5.9-5.4",
  "M10 49.5c4.4 0 6.6-3.2 11-3.2s6.6 3.2 11 3.2 6.6-3.2 11-3.2 6.6 3.2 11 3.2",
]

/**
 * Decorative logo mark. The wave is drawn in `currentColor` (set it with a
 * `text-*` class); size it with `className` (e.g. `size-8`). Hidden from
 * assistive technology by default — pass `aria-hidden={false}` plus a
 * `role="img"` and `aria-label` to make it meaningful.
 */
export function LogoMark(props: React.ComponentProps<"svg">) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 64 64"
      width="1em"
      height="1em"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      <rect width="64" height="64" rx="14" fill="#006ea5" />
      <g
        fill="none"
        stroke="currentColor"
        strokeWidth="5.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        {WAVE_PATHS.map((d) => (
          <path key={d} d={d} />
        ))}
      </g>
    </svg>
  )
}

/** The mark and the site's name, linking home (header, footer). */
export function LogoLink({ className, children }: { className: string; children: ReactNode }) {
  return (
    <Link to="/" className={cn("flex items-center gap-2 rounded-md font-bold", className)}>
      <LogoMark className="size-8" />
      {children}
    </Link>
  )
}
