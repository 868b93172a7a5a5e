// The order number is 'COA-' followed by the millisecond timestamp.
export const ORDER_NUMBER_PREFIX = "COA-"

export function orderNumberFor(epochMs: number): string {
  return `${ORDER_NUMBER_PREFIX}${Math.trunc(epochMs)}`
}
