// One way to write numbers for server and browser alike. Intl's output for a
// locale differs between ICU versions (en-ZA groups with a no-break space in one
// and a narrow one in another), which would make the server's HTML differ from
// the hydrated page, so thousands are grouped by hand with a comma.

/** groupThousands(1234567) === "1,234,567" */
export function groupThousands(value: number): string {
  const sign = value < 0 ? "-" : ""
  return sign + String(Math.trunc(Math.abs(value))).replace(/\B(?=(\d{3})+(?!\d))/g, ",")
}
