// The "Mail" section of an order's or an enquiry's admin page: each mail about the
// record, linked to its text in the outbox.
import { Link } from "react-router"
import type { RecordMail } from "~/mail/outbox-admin.server"

export function RecordMails({ mails, record }: { mails: RecordMail[]; record: string }) {
  return (
    <section aria-labelledby="mail-heading" className="flex flex-col gap-3">
      <h2 id="mail-heading" className="text-xl font-semibold text-ocean-950">
        Mail
      </h2>
      {mails.length === 0 ? (
        <p className="text-slate-700">No mail for this {record}.</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {mails.map((mail) => (
            <li key={mail.id} className="flex flex-wrap items-center gap-2 text-sm">
              <Link
                to={`/admin/outbox?mail=${mail.id}`}
                className="font-medium break-words text-ocean-700 underline underline-offset-4"
              >
                {mail.subject}
              </Link>
              <span className="break-all text-slate-700">
                to {mail.to}, {mail.status}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
