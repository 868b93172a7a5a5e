import { clsx, type ClassValue } from "clsx"

// Joins class names; it does not resolve conflicts (tailwind-merge was 9 kB of
// JavaScript on every page). Components therefore never pass a class that
// competes with one they already set: sizes, shapes and colours are variants or
// defaults a caller replaces (app/components/ui).
export function cn(...inputs: ClassValue[]) {
  return clsx(inputs)
}
