// What every text field, text area and select shares: border, colours, focus ring,
// the disabled and invalid looks. Each adds its own height and padding.
export const CONTROL_CLASS =
  "w-full min-w-0 rounded-md border border-ocean-300 bg-white text-base text-ocean-950 shadow-xs outline-none focus-visible:border-ocean-600 focus-visible:ring-3 focus-visible:ring-ocean-600/30 disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-red-700 aria-invalid:ring-red-700/20 md:text-sm"
