// The heads of the public pages: a dark band with the title (About, Merchandise, the
// legal pages), and the same band over a photograph (Home, Business Services).
import { cn } from "~/lib/utils"

export function PageHero({
  title,
  lead,
  children,
}: {
  title: React.ReactNode
  lead: React.ReactNode
  children?: React.ReactNode
}) {
  return (
    <section className="bg-ocean-950 text-white">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
        <h1 className="text-4xl font-extrabold tracking-tight sm:text-5xl">{title}</h1>
        <p className="mt-4 max-w-2xl text-lg text-ocean-100">{lead}</p>
        {children}
      </div>
    </section>
  )
}

/** A full-width photograph (800 and 1600 px wide) behind a dark veil, loaded first. */
export function ImageHero({
  image,
  smallImage,
  height,
  veilClassName,
  className,
  children,
}: {
  image: string
  smallImage: string
  /** The 1600 px picture's height. */
  height: number
  veilClassName: string
  className: string
  children: React.ReactNode
}) {
  return (
    <section className="relative isolate overflow-hidden bg-ocean-950 text-white">
      <img
        src={image}
        srcSet={`${smallImage} 800w, ${image} 1600w`}
        sizes="100vw"
        width={1600}
        height={height}
        alt=""
        fetchPriority="high"
        className="absolute inset-0 -z-10 size-full object-cover"
      />
      <div className={cn("absolute inset-0 -z-10", veilClassName)} />
      <div className={className}>{children}</div>
    </section>
  )
}
