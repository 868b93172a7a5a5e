// The favourites' and the premium waitlist's parts of 'Download my data'.
import type { ExportPart } from "./data-export.server"
import { favouritesExport } from "./favourites.server"
import { waitlistJoinedAt } from "./waitlist.server"

export const favouritesPart: ExportPart = {
  name: "favourites",
  read: (db, account) => favouritesExport(db, account.id),
}

export const premiumWaitlistPart: ExportPart = {
  name: "premiumWaitlist",
  read: async (db, account) => {
    const joinedAt = await waitlistJoinedAt(db, account.id)
    return { joined: joinedAt !== null, joinedAt: joinedAt?.toISOString() ?? null }
  },
}
