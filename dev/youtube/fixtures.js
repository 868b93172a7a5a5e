// @ts-check
// The fake channel's content: its id (the app's default channel), the uploads
// playlist, the broadcasts its live search finds and its uploads.
import { DEFAULT_CHANNEL_ID } from "../../app/lib/youtube-platform.js"

export const FAKE_CHANNEL_ID = DEFAULT_CHANNEL_ID
/** A channel's uploads playlist is its id with "UU" in place of "UC", as on the platform. */
export const FAKE_UPLOADS_PLAYLIST = `UU${FAKE_CHANNEL_ID.slice(2)}`
/** The fixtures' time: broadcasts started in the hours before it, uploads a day earlier. */
export const PUBLISHED = "2026-11-01T06:00:00Z"

/**
 * @typedef {"live" | "upcoming" | "none"} BroadcastStatus
 * @typedef {{ id: string, title: string, description?: string, live: BroadcastStatus, viewers?: string, color: string }} LiveFixture
 * @typedef {{ id: string, title: string, description: string, duration: string, views: string, hidden?: "private" | "deleted" }} UploadFixture
 */

/**
 * Videos found by the live search; only those with liveBroadcastContent 'live' may show.
 * @type {LiveFixture[]}
 */
export const LIVE_FIXTURES = [
  {
    id: "live-humpback",
    title: "Humpback Whales at Hermanus Bay",
    live: "live",
    viewers: "1234",
    color: "#0b5d7a",
  },
  {
    id: "live-boulders",
    title: "Penguins at Boulders Beach",
    live: "live",
    viewers: "987",
    color: "#1f7a5a",
  },
  {
    id: "live-kalk-bay",
    title: "Kalk Bay Harbour Sunrise (upcoming)",
    live: "upcoming",
    viewers: undefined,
    color: "#7a5a1f",
  },
  {
    id: "live-seal-island",
    title: "Seal Island Live",
    live: "live",
    viewers: undefined,
    color: "#334155",
  },
  {
    id: "live-clifton",
    title: "Clifton Fourth Beach",
    live: "live",
    viewers: "45210",
    color: "#0e7490",
  },
  {
    id: "live-muizenberg",
    title: "Muizenberg Surf Report (replay)",
    live: "none",
    viewers: undefined,
    color: "#6b21a8",
  },
  {
    id: "live-lions-head",
    title: "Lion's Head Sunset Cam",
    // A live broadcast is never a short, whatever its text says.
    description: "The sun sets behind Lion's Head, live. #shorts",
    live: "live",
    viewers: "12",
    color: "#b45309",
  },
  {
    id: "live-cape-point",
    title: "Cape Point Lighthouse",
    live: "live",
    viewers: "3050",
    color: "#1e3a8a",
  },
  {
    id: "live-hout-bay",
    title: "Hout Bay Harbour",
    live: "live",
    viewers: "640",
    color: "#065f46",
  },
]

const LONG_DESCRIPTION =
  "We dropped a camera into the kelp forest off Cape Point and an octopus came to investigate the lens, changing colour three times in under a minute before vanishing into the rocks."

/**
 * The channel's uploads, newest first: shorts found by tag, by description tag and by duration, plus long videos that must not show.
 * @type {UploadFixture[]}
 */
export const UPLOAD_FIXTURES = [
  {
    id: "short-breach",
    title: "Breaching humpback at Hermanus #shorts",
    description: "A humpback clears the water.",
    duration: "PT45S",
    views: "15230",
  },
  {
    id: "short-storm",
    title: "Storm swell at Sea Point",
    description: "Huge swell today #shorts",
    duration: "PT2M",
    views: "8210",
  },
  {
    id: "short-penguins",
    title: "Penguin parade #Short",
    description: "Boulders Beach at dawn.",
    duration: "PT58S",
    views: "4120",
  },
  {
    id: "long-sharks",
    title: "Full documentary: The Great White Sharks of False Bay",
    description: "Our longest film yet.",
    duration: "PT48M12S",
    views: "91000",
  },
  {
    id: "short-sunset",
    title: "Golden sunset timelapse",
    description: "Camps Bay from above.",
    duration: "PT30S",
    views: "2300",
  },
  {
    id: "short-cleanup",
    title: "Beach clean-up with volunteers #shorts",
    description: "Muizenberg, Saturday morning.",
    duration: "PT40S",
    views: "1900",
  },
  {
    id: "long-kalk-bay",
    title: "Kalk Bay harbour morning (stream replay)",
    description: "Three hours of harbour life.",
    duration: "PT3H10M",
    views: "12000",
  },
  {
    id: "short-calm",
    title: "Exactly one minute of calm",
    description: "Nothing but the sea.",
    duration: "PT1M",
    views: "760",
  },
  {
    id: "long-61s",
    title: "Sixty-one seconds at Cape Point",
    description: "Just over the line.",
    duration: "PT1M1S",
    views: "640",
  },
  {
    id: "short-octopus",
    title: "Kelp forest visitor",
    description: LONG_DESCRIPTION,
    duration: "PT50S",
    views: "5120",
  },
  {
    id: "short-seal-rescue",
    title: "Seal rescue at Hout Bay #shorts",
    description: "Freeing a seal from fishing line.",
    duration: "PT35S",
    views: "22040",
  },
  {
    id: "deleted-upload",
    title: "Old harbour clip #shorts",
    description: "Deleted by the channel.",
    duration: "PT15S",
    views: "0",
    hidden: "deleted",
  },
  {
    id: "long-behind-scenes",
    title: "Behind the scenes: installing our new camera",
    description: "How we mount a camera on a cliff.",
    duration: "PT8M",
    views: "3300",
  },
  {
    id: "private-upload",
    title: "Whale song recording #shorts",
    description: "Made private by the channel.",
    duration: "PT30S",
    views: "0",
    hidden: "private",
  },
  {
    id: "short-whale-tail",
    title: "Whale tail close-up",
    description: "Southern right whale off Walker Bay.",
    duration: "PT20S",
    views: "9900",
  },
]
