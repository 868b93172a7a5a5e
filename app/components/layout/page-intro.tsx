// The light title block of the browsing pages (Cameras, Highlights).
export function PageIntro({ title, lead }: { title: React.ReactNode; lead: React.ReactNode }) {
  return (
    <div className="flex flex-col gap-2">
      <h1 className="text-3xl font-bold tracking-tight text-ocean-950 sm:text-4xl">{title}</h1>
      <p className="text-slate-700">{lead}</p>
    </div>
  )
}
