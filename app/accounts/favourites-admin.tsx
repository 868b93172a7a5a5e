// An account's favourites and go-live switches, in the admin's account detail.
import { Link } from "react-router"
import { Table, TableBody, TableCell, TableHeader, TableRow } from "~/components/ui/table"

export type AdminFavourite = { camera: string; name: string; emailWhenLive: boolean }

export function AdminFavourites({ favourites }: { favourites: readonly AdminFavourite[] }) {
  return (
    <section aria-labelledby="favourites-heading" className="flex flex-col gap-3">
      <h2 id="favourites-heading" className="text-lg font-semibold text-ocean-950">
        Favourite cameras
      </h2>
      {favourites.length === 0 ? (
        <p className="text-sm text-slate-700">No favourites.</p>
      ) : (
        <Table label="Favourite cameras" layout="cards" className="md:min-w-[30rem]">
          <TableHeader columns={["Camera", "E-mail when live"]} />
          <TableBody>
            {favourites.map((favourite) => (
              <TableRow key={favourite.camera}>
                <TableCell label="Camera">
                  <Link to={`/cameras/${favourite.camera}`} className="text-ocean-800 underline">
                    {favourite.name}
                  </Link>
                </TableCell>
                <TableCell label="E-mail when live">
                  {favourite.emailWhenLive ? "On" : "Off"}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </section>
  )
}
