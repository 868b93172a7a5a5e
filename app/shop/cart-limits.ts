// Limits of one cart, shared by the browser (no schema library there) and the
// server's checkout schema.
export const QUANTITY_MAX = 99
export const LINES_MAX = 20
