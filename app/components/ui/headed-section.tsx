// A part of a page named by its own h2: assistive technology lists the section as a region
// by that heading, and `#id` links to it.
export function HeadedSection({
  id,
  title,
  className,
  headingClassName,
  children,
}: {
  id: string
  title: string
  className: string
  headingClassName: string
  children: React.ReactNode
}) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className={className}>
      <h2 id={`${id}-heading`} className={headingClassName}>
        {title}
      </h2>
      {children}
    </section>
  )
}
