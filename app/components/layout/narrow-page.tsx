// The narrow column of the account and sign-in steps, under its title.
export function NarrowPage({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="mx-auto flex w-full max-w-xl flex-col gap-6 px-4 py-12 sm:py-16">
      <h1 className="text-3xl font-bold text-ocean-950">{title}</h1>
      {children}
    </section>
  )
}
