// Where the favourite toggles post: apart from the form schema, so the camera cards'
// bundle does not carry zod.
export const FAVOURITES_ACTION = "/favourites"

export const FAVOURITE_INTENTS = ["add", "remove", "alert-on", "alert-off"] as const
export type FavouriteIntent = (typeof FAVOURITE_INTENTS)[number]
