#!/usr/bin/env node
// Generates the site's illustrated artwork (hero images, camera thumbnails,
// highlight posters, product shot, favicon, Open Graph image).
//
// Everything is drawn as SVG in code and rasterised with sharp, so the script
// needs no network access and is fully deterministic (seeded randomness).
//
//   node scripts/generate-images.mjs
//
// Style: flat, layered "travel poster" illustration in one ocean palette.

import sharp from "sharp"
import { mkdir, writeFile, stat } from "node:fs/promises"
import path from "node:path"
import { fileURLToPath } from "node:url"

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..")

// ---------------------------------------------------------------------------
// Palette
// ---------------------------------------------------------------------------
const P = {
  deep: "#062f49",
  navy: "#084d70",
  ocean: "#006ea5",
  teal: "#0f766e",
  foam: "#f4fbfd",
  sun: "#ffc633",
  amber: "#f5a60b",
  night: "#041f33",
  sand: "#efdcae",
}

// ---------------------------------------------------------------------------
// Small helpers
// ---------------------------------------------------------------------------

/** Deterministic PRNG (mulberry32). */
function rng(seed) {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) | 0
    let t = Math.imul(a ^ (a >>> 15), 1 | a)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const r1 = (n) => Math.round(n * 10) / 10

function hexToRgb(hex) {
  const h = hex.replace("#", "")
  return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16))
}
function rgbToHex(rgb) {
  return (
    "#" +
    rgb
      .map((v) =>
        Math.round(Math.max(0, Math.min(255, v)))
          .toString(16)
          .padStart(2, "0"),
      )
      .join("")
  )
}
function mix(a, b, t) {
  const A = hexToRgb(a)
  const B = hexToRgb(b)
  return rgbToHex(A.map((v, i) => v + (B[i] - v) * t))
}

/** Catmull-Rom spline through points, as SVG cubic Bézier path data. */
function smooth(points, tension = 1) {
  let d = `M${r1(points[0][0])} ${r1(points[0][1])}`
  for (let i = 0; i < points.length - 1; i++) {
    const p0 = points[i - 1] || points[i]
    const p1 = points[i]
    const p2 = points[i + 1]
    const p3 = points[i + 2] || p2
    const c1 = [p1[0] + ((p2[0] - p0[0]) / 6) * tension, p1[1] + ((p2[1] - p0[1]) / 6) * tension]
    const c2 = [p2[0] - ((p3[0] - p1[0]) / 6) * tension, p2[1] - ((p3[1] - p1[1]) / 6) * tension]
    d += `C${r1(c1[0])} ${r1(c1[1])} ${r1(c2[0])} ${r1(c2[1])} ${r1(p2[0])} ${r1(p2[1])}`
  }
  return d
}

function poly(points) {
  return "M" + points.map(([x, y]) => `${r1(x)} ${r1(y)}`).join("L") + "Z"
}

/** Vertical/horizontal linear gradient definition. */
function linGrad(id, stops, { x1 = 0, y1 = 0, x2 = 0, y2 = 1, units } = {}) {
  const u = units ? ` gradientUnits="${units}"` : ""
  return `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}"${u}>${stops
    .map(([o, c, op = 1]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${op}"/>`)
    .join("")}</linearGradient>`
}
function radGrad(id, stops, { cx = 0.5, cy = 0.5, r = 0.5, units } = {}) {
  const u = units ? ` gradientUnits="${units}"` : ""
  return `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}"${u}>${stops
    .map(([o, c, op = 1]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${op}"/>`)
    .join("")}</radialGradient>`
}

function svgDoc(w, h, body, { vw = w, vh = h } = {}) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${vw} ${vh}">${body}</svg>`
}

/**
 * A wave surface y = f(x). Two summed sines give an organic, non-repeating
 * rhythm. Returns helpers for a filled band and for foam strokes on it.
 */
function wave({ y, amp, wl, phase = 0 }) {
  const fn = (x) =>
    y +
    amp * Math.sin((2 * Math.PI * x) / wl + phase) +
    amp * 0.35 * Math.sin((2 * Math.PI * x) / (wl * 0.47) + phase * 1.7)
  const pts = (x0, x1) => {
    const step = Math.max(4, wl / 10)
    const out = []
    for (let x = x0; x <= x1 + 0.01; x += step) out.push([x, fn(x)])
    return out
  }
  return {
    fn,
    band(x0, x1, bottom, fill, opacity = 1) {
      const p = pts(x0, x1)
      return `<path d="${smooth(p)}L${r1(x1)} ${bottom}L${r1(x0)} ${bottom}Z" fill="${fill}"${opacity < 1 ? ` opacity="${opacity}"` : ""}/>`
    },
    line(x0, x1, dy, stroke, width, opacity = 1) {
      const p = []
      const step = Math.max(3, wl / 14)
      for (let x = x0; x <= x1 + 0.01; x += step) p.push([x, fn(x) + dy])
      if (p.length < 2) return ""
      return `<path d="${smooth(p)}" fill="none" stroke="${stroke}" stroke-width="${width}" stroke-linecap="round" opacity="${opacity}"/>`
    },
  }
}

/** Sea made of receding wave bands with foam highlights. */
function sea({
  w,
  top,
  bottom,
  colors,
  rnd,
  bands = 8,
  ampNear = 14,
  ampFar = 1.5,
  wlNear = 320,
  wlFar = 60,
  foam = 0.5,
  foamCount = 5,
  x0 = -40,
  x1,
}) {
  x1 = x1 ?? w + 40
  let s = ""
  const waves = []
  for (let i = 0; i < bands; i++) {
    const t = i / (bands - 1)
    const y = top + 3 + (bottom - top) * Math.pow(t, 1.55) * 0.92
    const amp = ampFar + (ampNear - ampFar) * t
    const wl = wlFar + (wlNear - wlFar) * t
    const wv = wave({ y, amp, wl, phase: rnd() * 6.28 })
    waves.push(wv)
    const c = colors.length === 2 ? mix(colors[0], colors[1], t) : colors[i % colors.length]
    s += wv.band(x0, x1, bottom + 2, c)
    if (foam > 0) {
      const n = Math.round(foamCount * (0.5 + t))
      for (let k = 0; k < n; k++) {
        const len = (30 + rnd() * 80) * (0.4 + t)
        const xs = x0 + rnd() * (x1 - x0)
        s += wv.line(
          xs,
          xs + len,
          2 + amp * 0.15,
          P.foam,
          r1(0.8 + t * 1.8),
          r1(foam * (0.25 + rnd() * 0.45)),
        )
      }
    }
  }
  return { svg: s, waves }
}

/** Sun / light reflection made of horizontal glints. */
function glints(rnd, { cx, y0, y1, w0, w1, color, n, op = 0.8, spread = 0.9 }) {
  let s = ""
  for (let i = 0; i < n; i++) {
    const t = i / (n - 1)
    const y = y0 + (y1 - y0) * Math.pow(t, 1.25)
    const wBase = w0 + (w1 - w0) * t
    const w = wBase * (0.35 + rnd() * 0.75)
    const x = cx + (rnd() - 0.5) * wBase * spread
    const h = 1.4 + t * 4.5
    s += `<rect x="${r1(x - w / 2)}" y="${r1(y)}" width="${r1(w)}" height="${r1(h)}" rx="${r1(h / 2)}" fill="${color}" opacity="${(op * (1 - t * 0.3) * (0.7 + rnd() * 0.3)).toFixed(2)}"/>`
  }
  return s
}

/** Flat cloud: a pill with three bumps on top. */
function cloud(x, y, s, fill, opacity = 1, shade) {
  let g = `<g opacity="${opacity}">`
  g += `<g fill="${fill}"><rect x="${r1(x - 62 * s)}" y="${r1(y - 14 * s)}" width="${r1(124 * s)}" height="${r1(28 * s)}" rx="${r1(14 * s)}"/>`
  g += `<circle cx="${r1(x - 28 * s)}" cy="${r1(y - 14 * s)}" r="${r1(22 * s)}"/><circle cx="${r1(x + 8 * s)}" cy="${r1(y - 24 * s)}" r="${r1(31 * s)}"/><circle cx="${r1(x + 40 * s)}" cy="${r1(y - 8 * s)}" r="${r1(18 * s)}"/></g>`
  if (shade)
    g += `<rect x="${r1(x - 56 * s)}" y="${r1(y + 2 * s)}" width="${r1(112 * s)}" height="${r1(12 * s)}" rx="${r1(6 * s)}" fill="${shade}"/>`
  return g + "</g>"
}

function pill(x, y, w, h, fill, opacity = 1) {
  return `<rect x="${r1(x)}" y="${r1(y)}" width="${r1(w)}" height="${r1(h)}" rx="${r1(h / 2)}" fill="${fill}" opacity="${opacity}"/>`
}

/** Lens-shaped cloud streak (pointed ends, fuller on top). */
function streak(x, y, w, h, fill, opacity = 1) {
  return `<path d="M${r1(x)} ${r1(y)}C${r1(x + w * 0.18)} ${r1(y - h)} ${r1(x + w * 0.68)} ${r1(y - h * 1.15)} ${r1(x + w)} ${r1(y)}C${r1(x + w * 0.7)} ${r1(y + h * 0.3)} ${r1(x + w * 0.25)} ${r1(y + h * 0.3)} ${r1(x)} ${r1(y)}Z" fill="${fill}" opacity="${opacity}"/>`
}

/** A bank of overlapping streaks, optionally lit from below by a rim colour. */
function streakBank(x, y, w, h, fill, { rim, opacity = 1 } = {}) {
  let g = `<g opacity="${opacity}">`
  if (rim) g += streak(x + w * 0.08, y + h * 0.42, w * 0.84, h * 0.75, rim)
  g += streak(x, y, w, h, fill)
  g += streak(x + w * 0.22, y - h * 0.55, w * 0.5, h * 0.9, fill)
  g += streak(x + w * 0.5, y + h * 0.2, w * 0.55, h * 0.7, fill)
  return g + "</g>"
}

function bird(x, y, s, color, opacity = 1) {
  return `<path d="M${r1(x - 9 * s)} ${r1(y)}q${r1(4.5 * s)} ${r1(-6 * s)} ${r1(9 * s)} 0q${r1(4.5 * s)} ${r1(-6 * s)} ${r1(9 * s)} 0" fill="none" stroke="${color}" stroke-width="${r1(Math.max(1.2, 1.8 * s))}" stroke-linecap="round" stroke-linejoin="round" opacity="${opacity}"/>`
}

// Table Mountain as seen across Table Bay: Devil's Peak, the flat table,
// Kloof Nek, Lion's Head and Signal Hill (x: 0..1, y: 0..1 of table height).
const TABLE_PROFILE = [
  [0, 0.0],
  [0.04, 0.1],
  [0.09, 0.3],
  [0.13, 0.55],
  [0.16, 0.77],
  [0.178, 0.88],
  [0.19, 0.915],
  [0.204, 0.87],
  [0.222, 0.82],
  [0.24, 0.89],
  [0.254, 0.97],
  [0.268, 1],
  [0.45, 1.006],
  [0.6, 1],
  [0.614, 0.975],
  [0.632, 0.87],
  [0.655, 0.69],
  [0.685, 0.52],
  [0.712, 0.43],
  [0.735, 0.44],
  [0.758, 0.53],
  [0.777, 0.62],
  [0.794, 0.655],
  [0.81, 0.63],
  [0.83, 0.5],
  [0.858, 0.35],
  [0.9, 0.29],
  [0.94, 0.23],
  [0.972, 0.13],
  [1, 0.04],
]

let clipSeq = 0
function tableMountain(x0, baseY, width, height, fill, { face, gully, tension = 0.7 } = {}) {
  const pts = TABLE_PROFILE.map(([u, v]) => [x0 + u * width, baseY - v * height])
  const d = `${smooth(pts, tension)}L${r1(x0 + width)} ${baseY + 4}L${r1(x0)} ${baseY + 4}Z`
  let s = `<path d="${d}" fill="${fill}"/>`
  if (!face && !gully) return s
  const cid = `tm-clip-${++clipSeq}`
  s += `<clipPath id="${cid}"><path d="${d}"/></clipPath><g clip-path="url(#${cid})">`
  const top = baseY - height
  if (face) {
    // The sheer sandstone cliff band just below the table top; its ends run
    // out past the silhouette and are clipped by it.
    const xa = x0 + 0.245 * width
    const xb = x0 + 0.63 * width
    const band = [
      [xa, top - 10],
      [xb, top - 10],
    ]
    const n = 14
    for (let i = n; i >= 0; i--) {
      const u = i / n
      const x = xa + (xb - xa) * u
      const taper = Math.min(1, u * 5, (1 - u) * 5)
      const jag = 0.19 + 0.035 * Math.sin(i * 2.3) + (i % 3 === 0 ? 0.05 : 0)
      band.push([x, top - 10 + (height * jag + 10) * taper])
    }
    s += `<path d="${poly(band)}" fill="${face}"/>`
  }
  if (gully) {
    // Buttresses and ravines running down from the cliff band.
    for (let i = 0; i < 10; i++) {
      const x = x0 + (0.27 + i * 0.035) * width
      const y = top + height * (0.24 + 0.04 * Math.sin(i * 2.3))
      const len = height * (0.16 + ((i * 37) % 10) / 45)
      s += `<path d="M${r1(x)} ${r1(y)}l${r1(-width * 0.006)} ${r1(len * 0.55)}l${r1(width * 0.004)} ${r1(len * 0.45)}" stroke="${gully}" stroke-width="${r1(width * 0.003 + 1)}" fill="none" stroke-linecap="round" opacity="0.7"/>`
    }
  }
  return s + "</g>"
}

/** Low-poly boulder with a lit top facet and a shaded lower-right facet. */
function boulder(cx, cy, rx, ry, seed, { base, light, dark }) {
  const rnd = rng(seed)
  const n = 9
  const verts = []
  for (let i = 0; i < n; i++) {
    const a = Math.PI + (i / n) * Math.PI * 2 + (rnd() - 0.5) * 0.35
    const rr = 0.82 + rnd() * 0.22
    verts.push([cx + Math.cos(a) * rx * rr, cy + Math.sin(a) * ry * rr, a])
  }
  let s = `<path d="${poly(verts)}" fill="${base}"/>`
  // Top facet: vertices in the upper half plus an inner bevel line.
  const upper = verts.filter((v) => Math.sin(v[2]) < 0.15)
  if (upper.length >= 2) {
    const inner = upper
      .map(([x, y]) => [cx + (x - cx) * 0.62 + rx * 0.1, cy + (y - cy) * 0.45 + ry * 0.05])
      .reverse()
    s += `<path d="${poly([...upper, ...inner])}" fill="${light}"/>`
  }
  const lower = verts.filter((v) => Math.cos(v[2]) > -0.2 && Math.sin(v[2]) > -0.2)
  if (lower.length >= 2) {
    const inner = lower
      .map(([x, y]) => [cx + (x - cx) * 0.55 + rx * 0.05, cy + (y - cy) * 0.55])
      .reverse()
    s += `<path d="${poly([...lower, ...inner])}" fill="${dark}"/>`
  }
  return s
}

/** Cluster of white foam blobs (splash) with spray droplets. */
function splash(rnd, cx, cy, w, h, { color = P.foam, opacity = 0.92, drops = 12 } = {}) {
  let s = `<g opacity="${opacity}" fill="${color}">`
  const n = 13
  for (let i = 0; i < n; i++) {
    const t = i / (n - 1)
    const x = cx - w / 2 + t * w
    const bump = Math.sin(t * Math.PI)
    const r = (h * 0.26 + rnd() * h * 0.26) * (0.45 + bump * 0.7)
    s += `<circle cx="${r1(x)}" cy="${r1(cy - bump * h * 0.35)}" r="${r1(r)}"/>`
  }
  s += `<rect x="${r1(cx - w / 2)}" y="${r1(cy - h * 0.15)}" width="${r1(w)}" height="${r1(h * 0.4)}" rx="${r1(h * 0.2)}"/>`
  s += "</g>"
  for (let i = 0; i < drops; i++) {
    const a = Math.PI * (1.1 + rnd() * 0.8)
    const d = h * (0.7 + rnd() * 1.1)
    s += `<circle cx="${r1(cx + Math.cos(a) * d * (w / h) * 0.45)}" cy="${r1(cy - h * 0.3 + Math.sin(a) * d)}" r="${r1(1 + rnd() * h * 0.06)}" fill="${color}" opacity="${(0.5 + rnd() * 0.5).toFixed(2)}"/>`
  }
  return s
}

// ---------------------------------------------------------------------------
// Logo mark (wave) — shared by favicon, icons, OG image and the React component
// ---------------------------------------------------------------------------
// Drawn in a 64x64 box. Kept in sync with app/components/layout/logo-mark.tsx.
const MARK_PATHS = [
  "M10 39c6.5 0 9.5-4.2 12.6-9.4C26.4 23.3 31 18 38.6 18 45.7 18 51 23 51 29.2c0 4.8-3.6 8.1-7.9 8.1-3.4 0-5.9-2.4-5.9-5.4",
  "M10 49.5c4.4 0 6.6-3.2 11-3.2s6.6 3.2 11 3.2 6.6-3.2 11-3.2 6.6 3.2 11 3.2",
]
const MARK_STROKE = 5.5

function markSvgBody({
  bg = P.ocean,
  fg = "#ffffff",
  size = 64,
  x = 0,
  y = 0,
  radius = 14,
  stroke = MARK_STROKE,
} = {}) {
  const s = size / 64
  return `<g transform="translate(${x} ${y}) scale(${s})"><rect width="64" height="64" rx="${radius}" fill="${bg}"/><g fill="none" stroke="${fg}" stroke-width="${stroke}" stroke-linecap="round" stroke-linejoin="round">${MARK_PATHS.map((d) => `<path d="${d}"/>`).join("")}</g></g>`
}

// ---------------------------------------------------------------------------
// Scenes
// ---------------------------------------------------------------------------

/** Dawn seascape over Cape Town (1600x900 design space). */
function heroBody(prefix = "h") {
  const W = 1600
  const H = 900
  const HZ = 560
  const rnd = rng(2024)
  const id = (n) => `${prefix}-${n}`
  let s = "<defs>"
  s += linGrad(id("sky"), [
    [0, "#041f33"],
    [0.3, P.deep],
    [0.55, "#0d5479"],
    [0.74, "#4f7f9c"],
    [0.88, "#d79e78"],
    [1, "#ffcd6b"],
  ])
  s += radGrad(id("glow"), [
    [0, P.sun, 0.75],
    [0.35, P.amber, 0.32],
    [1, P.amber, 0],
  ])
  s += radGrad(id("hglow"), [
    [0, "#ffd36e", 0.7],
    [0.5, P.amber, 0.2],
    [1, P.amber, 0],
  ])
  s += linGrad(id("sea"), [
    [0, "#2a6f8f"],
    [0.25, "#0c5a80"],
    [1, "#041f33"],
  ])
  s += linGrad(
    id("shade"),
    [
      [0, "#041f33", 0.78],
      [0.3, "#041f33", 0.55],
      [0.58, "#041f33", 0.08],
      [0.7, "#041f33", 0],
    ],
    { x2: 1, y2: 0 },
  )
  s += linGrad(id("vign"), [
    [0, "#041f33", 0.45],
    [0.25, "#041f33", 0],
    [0.8, "#041f33", 0],
    [1, "#041f33", 0.5],
  ])
  s += "</defs>"

  s += `<rect width="${W}" height="${HZ + 10}" fill="url(#${id("sky")})"/>`
  // Sun glow and horizon glow.
  const SX = 1230
  const SY = HZ - 30
  s += `<circle cx="${SX}" cy="${SY}" r="560" fill="url(#${id("glow")})"/>`
  s += `<ellipse cx="${SX}" cy="${HZ}" rx="1000" ry="170" fill="url(#${id("hglow")})"/>`
  s += `<circle cx="${SX}" cy="${SY}" r="92" fill="#ffd86e" opacity="0.35"/>`
  s += `<circle cx="${SX}" cy="${SY}" r="66" fill="#ffe6a3"/>`

  // High cool cloud streaks on the left, warm lit streaks on the right.
  s += streakBank(-80, 140, 560, 26, "#0a3f5e", { opacity: 0.85 })
  s += streakBank(40, 250, 380, 18, "#0c4668", { opacity: 0.7 })
  s += streakBank(560, 200, 420, 20, "#164e6e", { rim: "#c98a5a", opacity: 0.7 })
  s += streakBank(1020, 160, 560, 30, "#285a78", { rim: "#ffc633", opacity: 0.85 })
  s += streakBank(960, 310, 380, 20, "#5a6b80", { rim: "#ffc633", opacity: 0.7 })
  s += streakBank(1290, 360, 380, 18, "#a97c7a", { rim: "#ffd36e", opacity: 0.65 })
  s += streak(830, 428, 300, 10, "#ffd36e", 0.45)
  s += streak(1350, 452, 300, 9, "#ffe29a", 0.55)
  s += streak(1060, 478, 240, 7, "#ffe29a", 0.45)

  // Birds
  for (const [x, y, sc] of [
    [1010, 250, 1.4],
    [1052, 232, 1.1],
    [1090, 262, 0.9],
    [1130, 240, 0.8],
    [1430, 270, 0.7],
  ])
    s += bird(x, y, sc, P.deep, 0.85)

  // Far hills and Table Mountain.
  s += `<path d="${smooth([
    [-20, HZ],
    [40, HZ - 46],
    [140, HZ - 70],
    [240, HZ - 52],
    [320, HZ - 30],
    [400, HZ - 14],
    [480, HZ],
  ])}Z" fill="#0d4566"/>`
  s += tableMountain(220, HZ - 6, 1000, 262, "#0a3a57", { face: "#0c4061", gully: "#083450" })
  // Soft rim light on the right-hand slope facing the sun.
  s += `<path d="M${220 + 0.9 * 1000} ${HZ - 6 - 0.29 * 262}L${220 + 0.94 * 1000} ${HZ - 6 - 0.23 * 262}L${220 + 0.972 * 1000} ${HZ - 6 - 0.13 * 262}L${220 + 1000} ${HZ - 6 - 0.04 * 262}" fill="none" stroke="#f5a60b" stroke-width="3" opacity="0.5" stroke-linecap="round"/>`
  // Foothills and city skyline at the base.
  s += `<path d="${smooth([
    [120, HZ],
    [230, HZ - 38],
    [380, HZ - 56],
    [560, HZ - 44],
    [740, HZ - 50],
    [900, HZ - 32],
    [1060, HZ - 22],
    [1230, HZ - 8],
    [1280, HZ],
  ])}Z" fill="#07304a"/>`
  let city = ""
  let lights = ""
  for (let x = 300; x < 1160;) {
    const bw = 8 + rnd() * 18
    const bh = 6 + rnd() * 24 * (x > 520 && x < 820 ? 1.6 : 1)
    city += `<rect x="${r1(x)}" y="${r1(HZ - 10 - bh)}" width="${r1(bw)}" height="${r1(bh + 12)}"/>`
    if (rnd() < 0.7)
      lights += `<rect x="${r1(x + 2 + rnd() * (bw - 5))}" y="${r1(HZ - 8 - rnd() * bh)}" width="2.4" height="2.4"/>`
    if (rnd() < 0.4)
      lights += `<rect x="${r1(x + 2 + rnd() * (bw - 5))}" y="${r1(HZ - 8 - rnd() * bh)}" width="2.4" height="2.4"/>`
    x += bw + rnd() * 4
  }
  s += `<g fill="#062b43">${city}</g><g fill="#ffc633" opacity="0.85">${lights}</g>`
  s += `<rect x="0" y="${HZ - 3}" width="${W}" height="6" fill="#062b43"/>`
  s += `<rect x="1180" y="${HZ - 3}" width="${W - 1180}" height="6" fill="#e7b56a" opacity="0.6"/>`

  // Sea
  s += `<rect y="${HZ}" width="${W}" height="${H - HZ}" fill="url(#${id("sea")})"/>`
  const sr = sea({
    w: W,
    top: HZ,
    bottom: H,
    colors: ["#1f6b8f", "#052a41"],
    rnd,
    bands: 10,
    ampNear: 16,
    ampFar: 1.6,
    wlNear: 360,
    wlFar: 70,
    foam: 0.55,
    foamCount: 4,
  })
  s += sr.svg
  // Sun path on the water.
  s += glints(rnd, {
    cx: SX,
    y0: HZ + 4,
    y1: H - 20,
    w0: 130,
    w1: 400,
    color: "#ffc95a",
    n: 34,
    op: 0.8,
  })
  s += glints(rnd, {
    cx: SX,
    y0: HZ + 4,
    y1: H - 120,
    w0: 60,
    w1: 160,
    color: "#fff1c4",
    n: 18,
    op: 0.8,
    spread: 0.5,
  })

  // Small yacht in the sun path.
  s += `<g fill="#062b43"><path d="M1040 611l66 0-9 11-50 0z"/><path d="M1074 606l0-74 32 70z"/><path d="M1070 606l0-62-22 60z"/><rect x="1072" y="528" width="2.6" height="82"/></g>`
  s += `<rect x="1030" y="624" width="90" height="3" rx="1.5" fill="#ffe29a" opacity="0.5"/>`

  // Keep the left side calm and dark for overlaid text.
  s += `<rect width="${W}" height="${H}" fill="url(#${id("shade")})"/>`
  s += `<rect width="${W}" height="${H}" fill="url(#${id("vign")})"/>`
  return s
}

/** Rocky Cape coastline with a camera mast (1200x800). */
function aboutCoast() {
  const W = 1200
  const H = 800
  const HZ = 420
  const rnd = rng(77)
  let s = "<defs>"
  s += linGrad("sky", [
    [0, "#0a6ea3"],
    [0.55, "#48a3cf"],
    [1, "#cfe9f1"],
  ])
  s += linGrad("sea", [
    [0, "#2a8fbd"],
    [1, "#063d5c"],
  ])
  s += radGrad("sun", [
    [0, "#fff6d6", 0.95],
    [0.25, "#ffe9a8", 0.5],
    [1, "#ffe9a8", 0],
  ])
  s += linGrad(
    "pole",
    [
      [0, "#b9c8d2"],
      [0.5, "#f2f6f8"],
      [1, "#9fb2bf"],
    ],
    { x2: 1, y2: 0 },
  )
  s += "</defs>"
  s += `<rect width="${W}" height="${HZ + 10}" fill="url(#sky)"/>`
  s += `<circle cx="930" cy="150" r="220" fill="url(#sun)"/><circle cx="930" cy="150" r="44" fill="#fff7dc"/>`
  s += cloud(200, 150, 1.5, "#ffffff", 0.92, "#d9edf5")
  s += cloud(620, 95, 1.0, "#ffffff", 0.85, "#d9edf5")
  s += cloud(1080, 250, 1.25, "#ffffff", 0.9, "#d9edf5")
  s += streak(380, 262, 260, 12, "#ffffff", 0.55)
  s += streak(700, 310, 200, 9, "#ffffff", 0.5)
  for (const [x, y, sc] of [
    [690, 210, 1.3],
    [735, 190, 1],
    [770, 228, 0.9],
  ])
    s += bird(x, y, sc, "#0b4a6b", 0.8)

  // Distant headlands (Cape Point direction), hazy.
  s += `<path d="${smooth([
    [600, HZ],
    [700, HZ - 40],
    [800, HZ - 78],
    [870, HZ - 96],
    [930, HZ - 84],
    [1010, HZ - 112],
    [1080, HZ - 96],
    [1150, HZ - 70],
    [1230, HZ - 60],
  ])}L1230 ${HZ}Z" fill="#8dbfd6"/>`
  s += `<path d="${smooth([
    [760, HZ],
    [860, HZ - 26],
    [960, HZ - 52],
    [1040, HZ - 48],
    [1120, HZ - 66],
    [1220, HZ - 40],
  ])}L1220 ${HZ}Z" fill="#5d9bbb"/>`
  s += `<path d="${smooth([
    [-20, HZ],
    [40, HZ - 24],
    [120, HZ - 30],
    [200, HZ - 12],
    [260, HZ],
  ])}Z" fill="#7fb4cd"/>`

  // Sea
  s += `<rect y="${HZ}" width="${W}" height="${H - HZ}" fill="url(#sea)"/>`
  s += sea({
    w: W,
    top: HZ,
    bottom: H,
    colors: ["#2585b3", "#063f5f"],
    rnd,
    bands: 9,
    ampNear: 16,
    ampFar: 1.4,
    wlNear: 300,
    wlFar: 60,
    foam: 0.7,
    foamCount: 5,
  }).svg
  s += glints(rnd, {
    cx: 930,
    y0: HZ + 6,
    y1: 620,
    w0: 70,
    w1: 220,
    color: "#ffffff",
    n: 18,
    op: 0.35,
  })

  // Foam wash against the rocks (behind the front boulders).
  s += splash(rnd, 690, 640, 210, 60, { opacity: 0.9, drops: 18 })
  s += splash(rnd, 560, 560, 150, 44, { opacity: 0.85, drops: 12 })

  // Rocks
  const rock = { base: "#2a5a6c", light: "#4b8193", dark: "#163d4d" }
  const rockB = { base: "#22505f", light: "#3f7486", dark: "#12323f" }
  const rockC = { base: "#1a4352", light: "#356a7b", dark: "#0d2a36" }
  s += `<path d="${poly([
    [0, 520],
    [90, 486],
    [180, 470],
    [260, 446],
    [330, 440],
    [420, 470],
    [520, 520],
    [600, 580],
    [680, 650],
    [760, 740],
    [800, 800],
    [0, 800],
  ])}" fill="#163d4d"/>`
  s += boulder(110, 520, 150, 60, 3, rockB)
  s += boulder(320, 475, 120, 48, 5, rock)
  s += boulder(470, 540, 120, 60, 9, rockB)
  s += boulder(600, 620, 110, 52, 11, rock)
  s += splash(rnd, 720, 690, 120, 34, { opacity: 0.95, drops: 10 })
  s += boulder(210, 610, 220, 90, 13, rockC)
  s += boulder(520, 690, 180, 80, 17, rockB)
  s += boulder(60, 730, 160, 90, 19, rock)
  s += boulder(330, 760, 200, 80, 23, rockC)
  s += boulder(700, 790, 150, 60, 29, rockC)
  s += splash(rnd, 780, 770, 120, 30, { opacity: 0.95, drops: 8 })

  // Fynbos tufts and a few yellow blooms.
  const tuft = (x, y, sc, c) =>
    `<g fill="${c}"><ellipse cx="${r1(x)}" cy="${r1(y)}" rx="${r1(18 * sc)}" ry="${r1(10 * sc)}"/><ellipse cx="${r1(x - 12 * sc)}" cy="${r1(y + 3 * sc)}" rx="${r1(12 * sc)}" ry="${r1(7 * sc)}"/><ellipse cx="${r1(x + 13 * sc)}" cy="${r1(y + 4 * sc)}" rx="${r1(11 * sc)}" ry="${r1(6 * sc)}"/></g>`
  for (const [x, y, sc, c] of [
    [30, 505, 1.4, "#0f766e"],
    [70, 498, 1, "#14917f"],
    [190, 470, 1.2, "#0f766e"],
    [240, 458, 0.9, "#14917f"],
    [420, 480, 1.1, "#0f766e"],
    [120, 585, 1.6, "#0d6660"],
    [40, 660, 1.3, "#0f766e"],
    [300, 590, 1, "#14917f"],
  ])
    s += tuft(x, y, sc, c)
  for (const [x, y] of [
    [24, 497],
    [60, 492],
    [186, 462],
    [246, 452],
    [118, 575],
    [132, 578],
    [426, 472],
  ])
    s += `<circle cx="${x}" cy="${y}" r="4" fill="#ffc633"/>`

  // Camera mast on the high rock.
  const MX = 330
  const MB = 450
  s += `<g stroke="#0b2b3a" stroke-width="1.6" opacity="0.6"><line x1="${MX}" y1="250" x2="${MX - 96}" y2="${MB + 4}"/><line x1="${MX}" y1="250" x2="${MX + 92}" y2="${MB + 8}"/></g>`
  s += `<rect x="${MX - 26}" y="${MB - 8}" width="52" height="18" rx="3" fill="#c6d3dc"/><rect x="${MX - 26}" y="${MB + 4}" width="52" height="6" fill="#9db0bd"/>`
  s += `<rect x="${MX - 5}" y="214" width="10" height="${MB - 214}" fill="url(#pole)"/>`
  // Solar panel
  s += `<path d="M${MX - 6} 316L${MX - 62} 296L${MX - 62} 352L${MX - 6} 366Z" fill="#0b3a5a" stroke="#dfe8ee" stroke-width="2"/>`
  s += `<path d="M${MX - 34} 306L${MX - 34} 359M${MX - 62} 324L${MX - 6} 341" stroke="#2f6f95" stroke-width="1.5"/>`
  // Cabinet
  s += `<rect x="${MX + 5}" y="330" width="28" height="40" rx="3" fill="#e5ecf0"/><rect x="${MX + 24}" y="336" width="4" height="4" rx="2" fill="#0f766e"/>`
  // Camera housing looking out to sea (right).
  s += `<rect x="${MX - 8}" y="240" width="16" height="8" fill="#9fb2bf"/>`
  s += `<g transform="translate(${MX - 22} 210)"><rect x="0" y="6" width="76" height="30" rx="6" fill="#f4f8fa"/><path d="M-4 4h84l6 -6h-96z" fill="#d4dee5"/><rect x="0" y="28" width="76" height="8" rx="4" fill="#c6d3dc"/><rect x="70" y="9" width="12" height="24" rx="4" fill="#062f49"/><circle cx="78" cy="21" r="4" fill="#2a8fbd"/><circle cx="8" cy="14" r="3" fill="#ffc633"/></g>`
  s += `<line x1="${MX - 10}" y1="210" x2="${MX - 10}" y2="170" stroke="#dfe7ec" stroke-width="2.5"/><circle cx="${MX - 10}" cy="168" r="4" fill="#ffc633"/>`
  return s
}

/** Harbour / marina at dusk with a camera on a pole (1600x700). */
function businessHero() {
  const W = 1600
  const H = 700
  const HZ = 400
  const rnd = rng(909)
  let s = "<defs>"
  s += linGrad("sky", [
    [0, "#031a2b"],
    [0.35, P.deep],
    [0.66, "#0d4a6e"],
    [0.84, "#6d6f86"],
    [0.95, "#e39a4c"],
    [1, "#ffbf52"],
  ])
  s += linGrad("sea", [
    [0, "#24506a"],
    [0.12, "#0b3f5e"],
    [1, "#021726"],
  ])
  s += radGrad("lamp", [
    [0, "#ffd87a", 0.85],
    [0.3, "#ffc633", 0.3],
    [1, "#ffc633", 0],
  ])
  s += radGrad("afterglow", [
    [0, "#ffb347", 0.55],
    [1, "#ffb347", 0],
  ])
  s += linGrad(
    "shade",
    [
      [0, "#021726", 0.82],
      [0.35, "#021726", 0.6],
      [0.65, "#021726", 0.25],
      [1, "#021726", 0.15],
    ],
    { x2: 1, y2: 0 },
  )
  s += linGrad(
    "pole",
    [
      [0, "#0e2a3a"],
      [0.45, "#3b5a6c"],
      [1, "#0a2030"],
    ],
    { x2: 1, y2: 0 },
  )
  s += "</defs>"
  s += `<rect width="${W}" height="${HZ + 10}" fill="url(#sky)"/>`
  s += `<ellipse cx="1050" cy="${HZ}" rx="900" ry="140" fill="url(#afterglow)"/>`
  // Stars
  for (let i = 0; i < 60; i++)
    s += `<circle cx="${r1(rnd() * W)}" cy="${r1(rnd() * 170)}" r="${r1(0.6 + rnd() * 1.3)}" fill="#ffffff" opacity="${(0.25 + rnd() * 0.5).toFixed(2)}"/>`
  s += streakBank(820, 262, 420, 14, "#5a5670", { rim: "#ffc633", opacity: 0.6 })
  s += streakBank(1200, 326, 380, 12, "#a3776a", { rim: "#ffd36e", opacity: 0.55 })
  s += streakBank(260, 300, 340, 12, "#1d4a68", { opacity: 0.7 })

  s += tableMountain(420, HZ - 4, 900, 170, "#0a2f48", { face: "#0b334e" })
  s += `<path d="${smooth([
    [300, HZ],
    [420, HZ - 26],
    [620, HZ - 36],
    [860, HZ - 24],
    [1100, HZ - 30],
    [1340, HZ - 12],
    [1420, HZ],
  ])}Z" fill="#072538"/>`
  let lights = ""
  for (let i = 0; i < 140; i++) {
    const x = 360 + rnd() * 1020
    const y = HZ - 3 - rnd() * rnd() * 26
    lights += `<circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(0.9 + rnd() * 1.1)}"/>`
  }
  s += `<g fill="#ffd36e" opacity="0.9">${lights}</g>`

  // Water
  s += `<rect y="${HZ}" width="${W}" height="${H - HZ}" fill="url(#sea)"/>`
  s += sea({
    w: W,
    top: HZ,
    bottom: H,
    colors: ["#1b4a66", "#031c2c"],
    rnd,
    bands: 9,
    ampNear: 7,
    ampFar: 1,
    wlNear: 260,
    wlFar: 60,
    foam: 0.18,
    foamCount: 4,
  }).svg
  // Afterglow and city lights mirrored near the horizon.
  s += glints(rnd, {
    cx: 1150,
    y0: HZ + 3,
    y1: HZ + 60,
    w0: 260,
    w1: 420,
    color: "#f5a60b",
    n: 10,
    op: 0.4,
    spread: 1.2,
  })
  let refl = ""
  for (let i = 0; i < 70; i++) {
    const x = 380 + rnd() * 1000
    const y = HZ + 4 + rnd() * rnd() * 40
    const w = 3 + rnd() * 10
    refl += `<rect x="${r1(x)}" y="${r1(y)}" width="${r1(w)}" height="1.6" rx="0.8"/>`
  }
  s += `<g fill="#ffd36e" opacity="0.45">${refl}</g>`

  // Breakwater with harbour light
  s += `<path d="M-10 ${HZ + 22}L560 ${HZ + 16}L600 ${HZ + 12}L604 ${HZ + 26}L-10 ${HZ + 36}Z" fill="#05202f"/>`
  s += `<rect x="582" y="${HZ - 14}" width="10" height="28" fill="#d9e2e8"/><rect x="580" y="${HZ - 20}" width="14" height="7" fill="#05202f"/><circle cx="587" cy="${HZ - 24}" r="20" fill="url(#lamp)"/><circle cx="587" cy="${HZ - 23}" r="3" fill="#fff1c4"/>`

  // Moored yachts with reflections.
  const yacht = (x, y, sc, hull, cabin) => {
    const L = 70 * sc
    let g = ""
    const mastH = 190 * sc
    // reflection
    g += `<g opacity="0.22" transform="translate(0 ${r1(2 * y + 10 * sc)}) scale(1 -1)"><path d="M${r1(x - L)} ${r1(y - 12 * sc)}L${r1(x + L)} ${r1(y - 12 * sc)}L${r1(x + L * 0.78)} ${r1(y + 8 * sc)}L${r1(x - L * 0.8)} ${r1(y + 8 * sc)}Z" fill="${hull}"/><rect x="${r1(x - 1)}" y="${r1(y - mastH)}" width="2" height="${r1(mastH)}" fill="#c3d2db"/></g>`
    g += `<path d="M${r1(x)} ${r1(y - mastH)}L${r1(x + L * 0.98)} ${r1(y - 13 * sc)}M${r1(x)} ${r1(y - mastH)}L${r1(x - L * 0.92)} ${r1(y - 13 * sc)}" stroke="#9fb5c3" stroke-width="0.9" opacity="0.7"/>`
    g += `<rect x="${r1(x - 1.6 * sc)}" y="${r1(y - mastH)}" width="${r1(3.2 * sc)}" height="${r1(mastH)}" fill="#c3d2db"/>`
    g += `<rect x="${r1(x - L * 0.55)}" y="${r1(y - 42 * sc)}" width="${r1(L * 0.57)}" height="${r1(6 * sc)}" rx="${r1(3 * sc)}" fill="#1b4a66"/>`
    g += `<path d="M${r1(x - L * 0.35)} ${r1(y - 12 * sc)}L${r1(x - L * 0.3)} ${r1(y - 28 * sc)}L${r1(x + L * 0.3)} ${r1(y - 28 * sc)}L${r1(x + L * 0.42)} ${r1(y - 12 * sc)}Z" fill="${cabin}"/>`
    g += `<rect x="${r1(x - L * 0.2)}" y="${r1(y - 24 * sc)}" width="${r1(L * 0.4)}" height="${r1(6 * sc)}" rx="${r1(2 * sc)}" fill="#ffd36e" opacity="0.8"/>`
    g += `<path d="M${r1(x - L)} ${r1(y - 14 * sc)}L${r1(x + L * 1.05)} ${r1(y - 14 * sc)}L${r1(x + L * 0.8)} ${r1(y + 8 * sc)}L${r1(x - L * 0.82)} ${r1(y + 8 * sc)}Z" fill="${hull}"/>`
    g += `<rect x="${r1(x - L * 0.9)}" y="${r1(y - 5 * sc)}" width="${r1(L * 1.8)}" height="${r1(3 * sc)}" fill="#0b3f5e"/>`
    g += `<circle cx="${r1(x)}" cy="${r1(y - mastH)}" r="${r1(2.5 * sc)}" fill="#ffc633"/>`
    return g
  }
  s += yacht(250, 528, 0.9, "#8ea6b5", "#6f8a9b")
  s += yacht(520, 534, 1.0, "#a5bac7", "#7b95a5")
  s += yacht(800, 526, 0.8, "#8ea6b5", "#6f8a9b")
  s += yacht(1070, 536, 1.05, "#a5bac7", "#7b95a5")
  s += yacht(1330, 530, 0.85, "#8ea6b5", "#6f8a9b")

  // Pontoon in the foreground with lamps standing on it.
  const PY = 566
  s += `<rect x="-10" y="${PY}" width="1620" height="14" fill="#163f56"/><rect x="-10" y="${PY}" width="1620" height="3" fill="#3a6a82"/><rect x="-10" y="${PY + 14}" width="1620" height="8" fill="#06202f"/>`
  for (let x = 30; x < 1600; x += 120)
    s += `<rect x="${x}" y="${PY - 12}" width="12" height="${H - PY + 12}" fill="#082536"/><rect x="${x}" y="${PY - 12}" width="12" height="3" fill="#3a6a82"/>`
  for (const x of [180, 570, 960]) {
    s += `<rect x="${x - 3}" y="${PY - 80}" width="6" height="80" fill="#2c5267"/><rect x="${x - 3}" y="${PY - 80}" width="2" height="80" fill="#4f7d94"/><rect x="${x - 7}" y="${PY - 6}" width="14" height="6" rx="2" fill="#2c5267"/><path d="M${x - 11} ${PY - 88}h22l-4 -8h-14z" fill="#2c5267"/>`
    s += `<circle cx="${x}" cy="${PY - 80}" r="80" fill="url(#lamp)"/><circle cx="${x}" cy="${PY - 80}" r="5" fill="#fff1c4"/>`
    s += `<ellipse cx="${x}" cy="${PY + 1}" rx="60" ry="3" fill="#ffd36e" opacity="0.35"/>`
    s += glints(rnd, {
      cx: x,
      y0: PY + 26,
      y1: 692,
      w0: 18,
      w1: 50,
      color: "#ffd36e",
      n: 10,
      op: 0.5,
      spread: 0.5,
    })
  }

  s += `<rect width="${W}" height="${H}" fill="url(#shade)"/>`

  // Camera on a pole, foreground right, looking into the harbour.
  const PX = 1440
  s += `<rect x="${PX - 9}" y="150" width="18" height="${H - 150}" fill="url(#pole)"/>`
  s += `<rect x="${PX - 14}" y="420" width="28" height="44" rx="3" fill="#16384b"/><rect x="${PX - 8}" y="428" width="6" height="4" rx="2" fill="#0f766e"/>`
  s += `<rect x="${PX - 60}" y="196" width="60" height="8" fill="#2c4b5d"/>`
  s += `<g transform="translate(${PX - 160} 160)"><path d="M-6 4h112l-8 -8h-96z" fill="#9fb4c2"/><rect x="0" y="4" width="104" height="36" rx="7" fill="#c9d6de"/><rect x="0" y="30" width="104" height="10" rx="5" fill="#8fa6b5"/><rect x="-12" y="8" width="16" height="28" rx="5" fill="#041a28"/><circle cx="-5" cy="22" r="5" fill="#2a8fbd"/><circle cx="-6" cy="20" r="1.6" fill="#ffffff"/><circle cx="92" cy="14" r="3.5" fill="#ff5b4d"/><circle cx="92" cy="14" r="9" fill="#ff5b4d" opacity="0.25"/></g>`
  s += `<rect x="${PX - 66}" y="200" width="12" height="18" fill="#2c4b5d"/>`
  return s
}

/** Black crew-neck T-shirt product shot (800x800). */
function tshirt() {
  const W = 800
  const H = 800
  let s = "<defs>"
  s += radGrad(
    "bg",
    [
      [0, "#f1f5f8"],
      [0.6, "#dde7ee"],
      [1, "#c3d2dd"],
    ],
    { cx: 0.5, cy: 0.42, r: 0.75 },
  )
  s += linGrad(
    "cloth",
    [
      [0, "#0c0d0f"],
      [0.22, "#1b1e22"],
      [0.5, "#24282d"],
      [0.78, "#1b1e22"],
      [1, "#0c0d0f"],
    ],
    { x2: 1, y2: 0 },
  )
  s += linGrad("clothV", [
    [0, "#000000", 0],
    [0.75, "#000000", 0],
    [1, "#000000", 0.35],
  ])
  s += `<filter id="blur" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="14"/></filter>`
  s += `<filter id="soft" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="5"/></filter>`
  s += "</defs>"
  s += `<rect width="${W}" height="${H}" fill="url(#bg)"/>`

  // Right half of the shirt outline (mirrored for the left half).
  const R = [
    // from front neck centre
    ["M", 400, 214],
    ["C", 436, 213, 458, 192, 465, 156],
    ["C", 500, 166, 540, 176, 568, 186],
    ["C", 610, 204, 640, 250, 676, 322],
    ["C", 654, 340, 632, 352, 606, 360],
    ["C", 598, 344, 592, 330, 584, 318],
    ["C", 576, 420, 580, 560, 590, 686],
    ["C", 530, 696, 460, 700, 400, 700],
  ]
  const seg = (pts) => pts.map(([cmd, ...n]) => cmd + n.join(" ")).join("")
  // Mirror the right half and walk it backwards so the outline is continuous.
  const leftRev = []
  const anchors = R.map((p) => [p[p.length - 2], p[p.length - 1]])
  for (let i = R.length - 1; i >= 1; i--) {
    const [, c1x, c1y, c2x, c2y] = R[i]
    const [ax, ay] = anchors[i - 1]
    leftRev.push(["C", W - c2x, c2y, W - c1x, c1y, W - ax, ay])
  }
  const outline = seg(R) + seg(leftRev) + "Z"

  s += `<ellipse cx="400" cy="716" rx="230" ry="20" fill="#5b7080" opacity="0.35" filter="url(#blur)"/>`
  s += `<path d="${outline}" transform="translate(0 14)" fill="#3d5060" opacity="0.28" filter="url(#blur)"/>`
  s += `<path d="${outline}" fill="url(#cloth)"/>`
  s += `<path d="${outline}" fill="url(#clothV)"/>`
  s += `<ellipse cx="400" cy="330" rx="150" ry="120" fill="#ffffff" opacity="0.04" filter="url(#blur)"/>`
  // Inside of the back visible through the neck opening, with the back collar.
  s += `<path d="M335 156C342 196 370 214 400 214C430 214 458 196 465 156C446 143 354 143 335 156Z" fill="#08090a"/>`
  s += `<path d="M337 157C356 145 444 145 463 157" fill="none" stroke="#1b1e22" stroke-width="9"/>`
  // Sleeve shading and folds.
  s += `<g fill="none" stroke-linecap="round">`
  s += `<path d="M584 318C586 290 578 240 566 196" stroke="#08090a" stroke-width="10" opacity="0.6" filter="url(#soft)"/>`
  s += `<path d="M216 318C214 290 222 240 234 196" stroke="#08090a" stroke-width="10" opacity="0.6" filter="url(#soft)"/>`
  s += `<path d="M300 560C330 600 350 640 352 690" stroke="#3a4047" stroke-width="8" opacity="0.35" filter="url(#soft)"/>`
  s += `<path d="M500 520C480 580 470 630 470 690" stroke="#3a4047" stroke-width="8" opacity="0.3" filter="url(#soft)"/>`
  s += `<path d="M250 420C300 440 330 470 340 500" stroke="#2e3439" stroke-width="6" opacity="0.35" filter="url(#soft)"/>`
  s += `<path d="M620 230C640 260 655 290 664 312" stroke="#30363c" stroke-width="7" opacity="0.4" filter="url(#soft)"/>`
  s += `<path d="M180 230C160 260 145 290 136 312" stroke="#30363c" stroke-width="7" opacity="0.4" filter="url(#soft)"/>`
  s += `</g>`
  // Collar rib.
  s += `<path d="M335 156C342 196 370 214 400 214C430 214 458 196 465 156" fill="none" stroke="#272b30" stroke-width="16" stroke-linecap="butt"/>`
  s += `<path d="M335 156C342 196 370 214 400 214C430 214 458 196 465 156" fill="none" stroke="#2d3136" stroke-width="2" stroke-linecap="round" transform="translate(0 7)" opacity="0.8"/>`
  // Stitching on sleeves and hem.
  s += `<g fill="none" stroke="#3a4048" stroke-width="1.6" stroke-dasharray="5 4" opacity="0.9">`
  s += `<path d="M664 308C646 322 628 332 604 340"/><path d="M136 308C154 322 172 332 196 340"/>`
  s += `<path d="M212 672C300 682 500 682 588 672"/></g>`
  // Chest print: wave mark in a teal ring.
  s += `<g transform="translate(352 272)"><circle cx="48" cy="48" r="44" fill="none" stroke="#14a39a" stroke-width="5"/><g transform="translate(14 12) scale(1.06)" fill="none" stroke="#f4fbfd" stroke-width="5.5" stroke-linecap="round" stroke-linejoin="round">${MARK_PATHS.map((d) => `<path d="${d}"/>`).join("")}</g></g>`
  return s
}

// ----- Camera thumbnails (640x360) ------------------------------------------

function hermanusWhales() {
  const W = 640
  const H = 360
  const HZ = 176
  const rnd = rng(31)
  let s = "<defs>"
  s += linGrad("sky", [
    [0, "#2f8fc1"],
    [0.7, "#9fd0e6"],
    [1, "#e6f3f7"],
  ])
  s += linGrad("sea", [
    [0, "#1c7fae"],
    [1, "#06405f"],
  ])
  s += linGrad(
    "whale",
    [
      [0, "#1d2f3b"],
      [0.7, "#263d4c"],
      [1, "#0e1a22"],
    ],
    { x2: 1, y2: 0 },
  )
  s += "</defs>"
  s += `<rect width="${W}" height="${HZ + 10}" fill="url(#sky)"/>`
  s += `<circle cx="520" cy="60" r="30" fill="#fff3c8" opacity="0.9"/>`
  s += cloud(130, 60, 0.8, "#ffffff", 0.9, "#d9edf5") + cloud(380, 40, 0.55, "#ffffff", 0.8)
  // Hermanus bay hills (Kleinrivier mountains).
  s += `<path d="${smooth([
    [-10, HZ],
    [40, HZ - 40],
    [110, HZ - 62],
    [180, HZ - 52],
    [250, HZ - 74],
    [330, HZ - 50],
    [400, HZ - 30],
    [470, HZ - 12],
    [520, HZ],
  ])}Z" fill="#7eaec6"/>`
  s += `<path d="${smooth([
    [-10, HZ],
    [30, HZ - 22],
    [100, HZ - 30],
    [170, HZ - 18],
    [240, HZ - 8],
    [300, HZ],
  ])}Z" fill="#4f8aa8"/>`
  s += `<path d="${smooth([
    [420, HZ],
    [500, HZ - 16],
    [580, HZ - 26],
    [650, HZ - 20],
  ])}L650 ${HZ}Z" fill="#5f95b1"/>`
  // Little white town on the shore.
  for (const [cx, spread, n] of [
    [80, 60, 16],
    [200, 40, 9],
  ]) {
    for (let i = 0; i < n; i++) {
      const x = cx + (rnd() + rnd() - 1) * spread
      const y = HZ - 5 - rnd() * 12 * (1 - Math.abs(x - cx) / (spread * 1.1))
      const bw = 4 + rnd() * 3
      s += `<rect x="${r1(x)}" y="${r1(y)}" width="${r1(bw)}" height="4" fill="#eef5f8"/><path d="M${r1(x - 0.5)} ${r1(y)}l${r1(bw / 2 + 0.5)} -2.4 ${r1(bw / 2 + 0.5)} 2.4z" fill="#6e8fa3"/>`
    }
  }
  s += `<rect y="${HZ}" width="${W}" height="${H - HZ}" fill="url(#sea)"/>`
  s += sea({
    w: W,
    top: HZ,
    bottom: H,
    colors: ["#1a7dab", "#06405f"],
    rnd,
    bands: 8,
    ampNear: 8,
    ampFar: 1,
    wlNear: 170,
    wlFar: 40,
    foam: 0.6,
    foamCount: 4,
  }).svg
  s += glints(rnd, {
    cx: 520,
    y0: HZ + 3,
    y1: 280,
    w0: 40,
    w1: 100,
    color: "#ffffff",
    n: 10,
    op: 0.35,
  })

  // Southern right whale fluke rising from the water.
  const fluke =
    "M-16 96C-14 66 -10 36 -7 12C-32 4 -74 -8 -116 -40C-108 -52 -88 -62 -64 -60C-38 -57 -16 -42 0 -22C16 -42 38 -57 64 -60C88 -62 108 -52 116 -40C74 -8 32 4 7 12C10 36 14 66 16 96Z"
  s += `<g transform="translate(360 226) rotate(-8) scale(0.92)">`
  s += `<path d="${fluke}" fill="url(#whale)"/>`
  s += `<path d="M-116 -40C-108 -52 -88 -62 -64 -60C-38 -57 -16 -42 0 -22C16 -42 38 -57 64 -60C88 -62 108 -52 116 -40" fill="none" stroke="#3d5868" stroke-width="3" opacity="0.8"/>`
  s += `<path d="M-7 12C-3 30 -2 60 -4 92" fill="none" stroke="#3b5565" stroke-width="3" opacity="0.5"/>`
  s += `</g>`
  // Water pouring off the underside (leading edge) of both fluke lobes.
  s += `<g transform="translate(360 226) rotate(-8) scale(0.92)" fill="#f4fbfd">`
  for (const [x, y] of [
    [-104, -32],
    [-86, -20],
    [-66, -10],
    [-44, -2],
    [-24, 5],
    [24, 5],
    [44, -2],
    [66, -10],
    [86, -20],
    [104, -32],
  ]) {
    const l = 96 - y - 20
    s += `<rect x="${x - 1}" y="${y + 4}" width="2" height="${r1(l * 0.55)}" rx="1" opacity="0.7"/>`
    s += `<rect x="${x - 0.8}" y="${r1(y + 8 + l * 0.6)}" width="1.6" height="${r1(l * 0.2)}" rx="0.8" opacity="0.55"/>`
    s += `<circle cx="${x}" cy="${r1(y + 12 + l * 0.86)}" r="1.6" opacity="0.6"/>`
  }
  s += `</g>`
  s += splash(rnd, 360, 316, 150, 30, { opacity: 0.95, drops: 18 })
  s += `<ellipse cx="360" cy="322" rx="120" ry="8" fill="none" stroke="#f4fbfd" stroke-width="2.5" opacity="0.6"/>`
  for (const [x, y, sc] of [
    [470, 110, 1],
    [500, 96, 0.8],
    [210, 120, 0.7],
  ])
    s += bird(x, y, sc, "#0b4a6b", 0.8)
  return s
}

function tableMountainCam() {
  const W = 640
  const H = 360
  const HZ = 238
  const rnd = rng(41)
  let s = "<defs>"
  s += linGrad("sky", [
    [0, "#1f7fb4"],
    [0.7, "#8ccbe4"],
    [1, "#dcf0f6"],
  ])
  s += linGrad("sea", [
    [0, "#2a8cba"],
    [1, "#064466"],
  ])
  s += linGrad("mtn", [
    [0, "#2a6b8a"],
    [1, "#124a66"],
  ])
  s += linGrad("pour", [
    [0, "#ffffff", 1],
    [0.5, "#ffffff", 0.7],
    [1, "#ffffff", 0],
  ])
  s += "</defs>"
  s += `<rect width="${W}" height="${HZ + 10}" fill="url(#sky)"/>`
  s += cloud(560, 70, 0.6, "#ffffff", 0.85)
  const MX = -20
  const MW = 680
  const MH = 140
  const MB = HZ - 6
  s += tableMountain(MX, MB, MW, MH, "url(#mtn)", { face: "#3a7d9b", gully: "#1a5573" })
  // Tablecloth: orographic cloud lying on the flat top and pouring softly
  // down the front face, fading as it evaporates.
  const top = MB - MH
  const x0 = MX + 0.262 * MW
  const x1 = MX + 0.608 * MW
  // Several overlapping soft curtains give the cloud its wispy, pouring look.
  for (const [seed, deep, op] of [
    [1, 0.34, 0.5],
    [2, 0.25, 0.7],
    [3, 0.16, 0.9],
  ]) {
    const rr = rng(seed * 97)
    const pts = []
    const n = 9
    for (let i = 0; i <= n; i++) {
      const x = x0 - 6 + ((x1 - x0 + 12) * i) / n
      const edgeFade = Math.min(1, Math.min(i, n - i) / 1.5)
      const d = (i % 2 === 0 ? 0.55 : 1) * deep * (0.75 + rr() * 0.5) * edgeFade
      pts.push([x, top + 4 + MH * d])
    }
    s += `<path d="${smooth(pts)}L${r1(x1 + 6)} ${r1(top)}L${r1(x0 - 6)} ${r1(top)}Z" fill="url(#pour)" opacity="${op}"/>`
  }
  let cap = `M${r1(x0 - 3)} ${r1(top + 5)}`
  cap += `C${r1(x0 - 6)} ${r1(top - 7)} ${r1(x0 + 30)} ${r1(top - 9)} ${r1(x0 + 52)} ${r1(top - 5)}`
  cap += `C${r1(x0 + 74)} ${r1(top - 12)} ${r1(x0 + 124)} ${r1(top - 12)} ${r1(x0 + 144)} ${r1(top - 5)}`
  cap += `C${r1(x0 + 170)} ${r1(top - 11)} ${r1(x1 - 30)} ${r1(top - 10)} ${r1(x1 - 10)} ${r1(top - 4)}`
  cap += `C${r1(x1)} ${r1(top - 3)} ${r1(x1 + 4)} ${r1(top + 2)} ${r1(x1 + 3)} ${r1(top + 6)}`
  cap += `L${r1(x0 - 3)} ${r1(top + 6)}Z`
  s += `<path d="${cap}" fill="#ffffff"/>`
  // City bowl at the foot.
  s += `<path d="${smooth([
    [20, HZ],
    [150, HZ - 18],
    [300, HZ - 26],
    [450, HZ - 20],
    [600, HZ - 10],
    [660, HZ],
  ])}L660 ${HZ + 2}L20 ${HZ + 2}Z" fill="#14506d"/>`
  for (let x = 90; x < 600;) {
    const bw = 3 + rnd() * 6
    const bh = 2 + rnd() * (x > 270 && x < 380 ? 14 : 5)
    s += `<rect x="${r1(x)}" y="${r1(HZ - 3 - bh)}" width="${r1(bw)}" height="${r1(bh + 5)}" fill="${rnd() < 0.5 ? "#dce9ef" : "#8fb2c4"}" opacity="0.9"/>`
    x += bw + 1 + rnd() * 4
  }
  s += `<rect x="0" y="${HZ - 2}" width="${W}" height="4" fill="#0e4460"/>`
  s += `<rect y="${HZ}" width="${W}" height="${H - HZ}" fill="url(#sea)"/>`
  s += sea({
    w: W,
    top: HZ,
    bottom: H,
    colors: ["#258ab9", "#06456a"],
    rnd,
    bands: 7,
    ampNear: 6,
    ampFar: 0.8,
    wlNear: 150,
    wlFar: 40,
    foam: 0.6,
    foamCount: 4,
  }).svg
  // Blouberg beach in the foreground.
  s += `<path d="${smooth([
    [-10, 336],
    [120, 328],
    [280, 334],
    [420, 326],
    [560, 332],
    [660, 326],
  ])}L660 370L-10 370Z" fill="#f4fbfd" opacity="0.9"/>`
  s += `<path d="${smooth([
    [-10, 344],
    [140, 338],
    [300, 344],
    [460, 337],
    [660, 342],
  ])}L660 370L-10 370Z" fill="${P.sand}"/>`
  return s
}

function robbenIsland() {
  const W = 640
  const H = 360
  const HZ = 200
  const rnd = rng(53)
  let s = "<defs>"
  s += linGrad("sky", [
    [0, "#15679a"],
    [0.6, "#6fb0d2"],
    [0.9, "#f2dcae"],
    [1, "#ffd784"],
  ])
  s += linGrad("sea", [
    [0, "#3585ad"],
    [1, "#053a58"],
  ])
  s += radGrad("beam", [
    [0, "#fff1c4", 0.9],
    [1, "#ffc633", 0],
  ])
  s += "</defs>"
  s += `<rect width="${W}" height="${HZ + 10}" fill="url(#sky)"/>`
  s += cloud(110, 70, 0.7, "#ffffff", 0.85, "#e4f1f6") + cloud(480, 110, 0.5, "#ffffff", 0.7)
  s += streak(60, 132, 180, 8, "#ffffff", 0.5)
  // Faint mainland on the far right.
  s += `<path d="${smooth([
    [520, HZ],
    [570, HZ - 14],
    [620, HZ - 18],
    [660, HZ - 12],
  ])}L660 ${HZ}Z" fill="#8fb3c4"/>`
  // Island: low, flat, with trees, buildings and a lighthouse.
  s += `<path d="${smooth([
    [150, HZ + 1],
    [190, HZ - 8],
    [260, HZ - 13],
    [360, HZ - 15],
    [440, HZ - 11],
    [500, HZ - 4],
    [530, HZ + 1],
  ])}Z" fill="#2c6a72"/>`
  s += `<path d="${smooth([
    [170, HZ + 1],
    [230, HZ - 4],
    [330, HZ - 6],
    [450, HZ - 3],
    [520, HZ + 1],
  ])}Z" fill="#23595f"/>`
  for (const [x, r] of [
    [214, 6],
    [226, 8],
    [240, 5],
    [412, 7],
    [424, 5],
    [300, 5],
  ])
    s += `<circle cx="${x}" cy="${HZ - 12 - r * 0.4}" r="${r}" fill="#0f766e"/>`
  s += `<g fill="#e8f0f3"><rect x="262" y="${HZ - 21}" width="22" height="9"/><rect x="288" y="${HZ - 19}" width="14" height="7"/><rect x="330" y="${HZ - 22}" width="30" height="10"/><rect x="366" y="${HZ - 19}" width="12" height="7"/></g>`
  s += `<g fill="#9b5b4a"><path d="M260 ${HZ - 21}l12 -6 14 6z"/><path d="M328 ${HZ - 22}l17 -6 17 6z"/></g>`
  // Lighthouse
  const LX = 392
  const LB = HZ - 12
  s += `<circle cx="${LX}" cy="${LB - 54}" r="28" fill="url(#beam)"/>`
  s += `<path d="M${LX - 6} ${LB}L${LX - 4} ${LB - 44}L${LX + 4} ${LB - 44}L${LX + 6} ${LB}Z" fill="#f4fbfd"/>`
  s += `<rect x="${LX - 5}" y="${LB - 30}" width="10" height="6" fill="#b8cfdb"/>`
  s += `<rect x="${LX - 6}" y="${LB - 47}" width="12" height="3" fill="#062f49"/><rect x="${LX - 3.5}" y="${LB - 56}" width="7" height="9" fill="#ffe08a"/><path d="M${LX - 5} ${LB - 56}l5 -5 5 5z" fill="#062f49"/>`
  s += `<rect y="${HZ}" width="${W}" height="${H - HZ}" fill="url(#sea)"/>`
  const sr = sea({
    w: W,
    top: HZ,
    bottom: H,
    colors: ["#2f80a9", "#053a58"],
    rnd,
    bands: 8,
    ampNear: 10,
    ampFar: 0.8,
    wlNear: 190,
    wlFar: 40,
    foam: 0.6,
    foamCount: 3,
  })
  s += sr.svg
  s += glints(rnd, {
    cx: 330,
    y0: HZ + 3,
    y1: 250,
    w0: 120,
    w1: 200,
    color: "#ffeab8",
    n: 10,
    op: 0.3,
  })
  return s
}

// ----- Highlight posters (480x360) ------------------------------------------

/** A Cape fur seal lying on a rock, head raised (facing right). */
function seal(x, y, sc, flip, body, light) {
  const d =
    "M0 0C6 -14 30 -20 54 -18C64 -17 72 -24 78 -34C82 -41 92 -44 98 -38L110 -33C106 -29 100 -28 96 -26C92 -18 88 -8 80 0L88 8L66 6C44 8 18 8 0 4L-12 10L-8 0L-16 -6Z"
  return `<g transform="translate(${x} ${y}) scale(${flip ? -sc : sc} ${sc})"><path d="${d}" fill="${body}"/><path d="M6 -6C20 -14 44 -16 60 -14C70 -16 76 -24 80 -30" fill="none" stroke="${light}" stroke-width="4" stroke-linecap="round" opacity="0.8"/><circle cx="97" cy="-36" r="1.8" fill="#0b0f12"/><path d="M72 2L84 9" stroke="#1e1914" stroke-width="2" stroke-linecap="round"/></g>`
}

function sealColony() {
  const W = 480
  const H = 360
  const HZ = 120
  const rnd = rng(61)
  let s =
    "<defs>" +
    linGrad("sky", [
      [0, "#2a8cc0"],
      [1, "#cfe9f1"],
    ]) +
    linGrad("sea", [
      [0, "#2585b3"],
      [1, "#06405f"],
    ]) +
    "</defs>"
  s += `<rect width="${W}" height="${HZ + 10}" fill="url(#sky)"/>`
  s += cloud(380, 60, 0.6, "#ffffff", 0.85) + cloud(90, 44, 0.45, "#ffffff", 0.8)
  s += `<path d="${smooth([
    [-10, HZ],
    [50, HZ - 30],
    [120, HZ - 44],
    [190, HZ - 24],
    [250, HZ],
  ])}Z" fill="#6ea3bd"/>`
  s += `<rect y="${HZ}" width="${W}" height="${H - HZ}" fill="url(#sea)"/>`
  s += sea({
    w: W,
    top: HZ,
    bottom: H,
    colors: ["#2585b3", "#053b58"],
    rnd,
    bands: 7,
    ampNear: 7,
    ampFar: 1,
    wlNear: 140,
    wlFar: 40,
    foam: 0.7,
    foamCount: 5,
  }).svg
  // A seal swimming.
  s += `<g transform="translate(400 170)"><ellipse cx="0" cy="0" rx="9" ry="7" fill="#3b3129"/><path d="M6 -2l7 2 -7 2z" fill="#3b3129"/><circle cx="3" cy="-2" r="1.3" fill="#000"/><path d="M-20 6q20 -6 40 0" stroke="#f4fbfd" stroke-width="2" fill="none" opacity="0.8"/></g>`
  s += splash(rnd, 400, 338, 200, 40, { opacity: 0.9, drops: 10 })
  s += splash(rnd, 60, 270, 110, 28, { opacity: 0.85, drops: 6 })
  const rk = { base: "#4c5d66", light: "#6f828c", dark: "#2f3d45" }
  const rk2 = { base: "#3f4f58", light: "#5f737e", dark: "#26333a" }
  s += boulder(250, 258, 210, 62, 3, rk2)
  s += boulder(110, 300, 150, 60, 7, rk)
  s += boulder(380, 312, 150, 52, 9, rk)
  s += boulder(230, 345, 210, 50, 12, rk2)
  // Guano-streaked tops
  s += pill(180, 208, 90, 5, "#e8eef1", 0.5) + pill(300, 214, 60, 4, "#e8eef1", 0.45)
  const bodyA = "#4a3c31"
  const bodyB = "#5c4a3b"
  const bodyC = "#2f2722"
  s += seal(150, 222, 0.72, false, bodyA, "#7a6452")
  s += seal(320, 226, 0.8, true, bodyB, "#8a735e")
  s += seal(228, 214, 0.55, false, bodyC, "#54483e")
  s += seal(60, 268, 0.82, false, bodyB, "#8a735e")
  s += seal(420, 290, 0.7, true, bodyA, "#7a6452")
  s += seal(250, 318, 0.95, false, bodyC, "#54483e")
  s += seal(150, 312, 0.6, true, bodyA, "#7a6452")
  for (const [x, y, sc] of [
    [330, 70, 1],
    [360, 84, 0.8],
  ])
    s += bird(x, y, sc, "#0b4a6b", 0.8)
  return s
}

function dolphin(x, y, sc, rot, grad) {
  const d =
    "M-6 -2C8 -8 22 -13 38 -16C36 -21 32 -29 27 -37C38 -34 50 -26 58 -19C74 -21 92 -19 102 -13C107 -10 109 -7 112 -5C118 -4.5 126 -3.5 131 -1.5C126 1 118 1.5 110 2C100 5 86 10 68 12C62 17 58 23 54 27C54 21 52 16 50 12C30 12 10 7 -6 3C-12 6 -18 10 -24 14C-20 8 -18 3 -16 0.5C-18 -2 -20 -8 -24 -13C-18 -9 -12 -5 -6 -2Z"
  return `<g transform="translate(${x} ${y}) rotate(${rot}) scale(${sc})"><path d="${d}" fill="url(#${grad})"/><path d="M14 3C40 8 70 8 100 3" stroke="#e3edf1" stroke-width="3.5" fill="none" stroke-linecap="round" opacity="0.55"/><path d="M112 0.5C116 0.4 120 0.2 124 -0.5" stroke="#1b3140" stroke-width="1.2" fill="none" stroke-linecap="round"/><circle cx="102" cy="-5" r="1.9" fill="#0b1a22"/></g>`
}

function dolphinPod() {
  const W = 480
  const H = 360
  const HZ = 150
  const rnd = rng(71)
  let s = "<defs>"
  s +=
    linGrad("sky", [
      [0, "#1779ad"],
      [1, "#bfe2ef"],
    ]) +
    linGrad("sea", [
      [0, "#1e86b6"],
      [1, "#053b58"],
    ])
  s += linGrad("dol", [
    [0, "#2a4a5e"],
    [0.6, "#4f7a92"],
    [0.85, "#9fbccb"],
    [1, "#d6e4ea"],
  ])
  s += "</defs>"
  s += `<rect width="${W}" height="${HZ + 10}" fill="url(#sky)"/>`
  s += `<circle cx="90" cy="60" r="26" fill="#fff4cc"/>`
  s += cloud(300, 60, 0.7, "#ffffff", 0.9, "#dcedf4") + cloud(440, 110, 0.4, "#ffffff", 0.75)
  s += `<rect y="${HZ}" width="${W}" height="${H - HZ}" fill="url(#sea)"/>`
  s += sea({
    w: W,
    top: HZ,
    bottom: H,
    colors: ["#1e86b6", "#053b58"],
    rnd,
    bands: 8,
    ampNear: 9,
    ampFar: 1,
    wlNear: 150,
    wlFar: 40,
    foam: 0.55,
    foamCount: 3,
  }).svg
  s += glints(rnd, {
    cx: 90,
    y0: HZ + 3,
    y1: 220,
    w0: 30,
    w1: 70,
    color: "#ffffff",
    n: 8,
    op: 0.35,
  })
  // Leaping dolphins: rising, at the top of the arc, diving.
  s += splash(rnd, 86, 274, 70, 20, { opacity: 0.9, drops: 10 })
  s += dolphin(100, 256, 0.95, -34, "dol")
  s += dolphin(180, 168, 1.1, -4, "dol")
  s += dolphin(318, 196, 1.0, 32, "dol")
  s += splash(rnd, 428, 276, 64, 18, { opacity: 0.9, drops: 8 })
  // Drops arcing behind the top dolphin.
  for (let i = 0; i < 14; i++)
    s += `<circle cx="${r1(170 - i * 6 + rnd() * 6)}" cy="${r1(180 + i * i * 0.5 + rnd() * 6)}" r="${r1(1 + rnd() * 2)}" fill="#f4fbfd" opacity="0.8"/>`
  return s
}

function goldenSunset() {
  const W = 480
  const H = 360
  const HZ = 216
  const rnd = rng(81)
  let s = "<defs>"
  s += linGrad("sky", [
    [0, "#0a3f60"],
    [0.35, "#3d6f8e"],
    [0.62, "#d98e5a"],
    [0.85, "#f5a60b"],
    [1, "#ffc633"],
  ])
  s += radGrad("glow", [
    [0, "#fff1b8", 0.9],
    [0.3, "#ffc633", 0.5],
    [1, "#f5a60b", 0],
  ])
  s += linGrad("sea", [
    [0, "#b97a52"],
    [0.2, "#5b5f70"],
    [1, "#062f49"],
  ])
  s += "</defs>"
  s += `<rect width="${W}" height="${HZ + 10}" fill="url(#sky)"/>`
  s += `<circle cx="270" cy="${HZ}" r="190" fill="url(#glow)"/>`
  s += `<circle cx="270" cy="${HZ - 8}" r="44" fill="#ffe08a"/>`
  s +=
    streakBank(130, 160, 280, 10, "#8c4f3a", { opacity: 0.6 }) +
    streak(210, 186, 170, 6, "#9d5b3c", 0.6)
  s +=
    streakBank(20, 96, 220, 12, "#c9713a", { rim: "#ffc633", opacity: 0.5 }) +
    streakBank(300, 60, 200, 10, "#2f5f7e", { rim: "#ffc633", opacity: 0.6 })
  // Silhouetted headland on the left (Lion's Head side).
  s += `<path d="${smooth([
    [-10, HZ - 70],
    [30, HZ - 100],
    [60, HZ - 106],
    [90, HZ - 90],
    [130, HZ - 50],
    [170, HZ - 22],
    [220, HZ - 6],
    [250, HZ],
  ])}L-10 ${HZ}Z" fill="#2b2632"/>`
  s += `<path d="${smooth([
    [-10, HZ - 30],
    [40, HZ - 40],
    [100, HZ - 24],
    [150, HZ - 4],
    [170, HZ],
  ])}L-10 ${HZ}Z" fill="#1c1a24"/>`
  s += `<rect y="${HZ}" width="${W}" height="${H - HZ}" fill="url(#sea)"/>`
  s += sea({
    w: W,
    top: HZ,
    bottom: H,
    colors: ["#8a6e6a", "#062f49"],
    rnd,
    bands: 8,
    ampNear: 7,
    ampFar: 0.8,
    wlNear: 140,
    wlFar: 36,
    foam: 0.2,
    foamCount: 2,
  }).svg
  s += glints(rnd, {
    cx: 270,
    y0: HZ + 2,
    y1: H - 10,
    w0: 60,
    w1: 170,
    color: "#ffbf40",
    n: 18,
    op: 1,
  })
  s += glints(rnd, {
    cx: 270,
    y0: HZ + 2,
    y1: 290,
    w0: 36,
    w1: 60,
    color: "#fff1c4",
    n: 10,
    op: 0.8,
    spread: 0.35,
  })
  for (const [x, y, sc] of [
    [330, 110, 1.1],
    [356, 98, 0.9],
    [380, 118, 0.7],
  ])
    s += bird(x, y, sc, "#2b2632", 0.9)
  // Rocky foreground right
  s += `<path d="M340 360L360 330L400 318L440 322L480 300L480 360Z" fill="#1c1a24"/>`
  return s
}

function chapmansPeak() {
  const W = 480
  const H = 360
  const HZ = 170
  const rnd = rng(91)
  let s = "<defs>"
  s +=
    linGrad("sky", [
      [0, "#1776aa"],
      [1, "#cfe8f0"],
    ]) +
    linGrad("sea", [
      [0, "#2a93bf"],
      [1, "#064466"],
    ])
  s += linGrad("cliff", [
    [0, "#c98a4b"],
    [1, "#9a6038"],
  ])
  s += "</defs>"
  s += `<rect width="${W}" height="${HZ + 10}" fill="url(#sky)"/>`
  s += cloud(372, 56, 0.6, "#ffffff", 0.9, "#dcedf4")
  s += streak(250, 110, 120, 6, "#ffffff", 0.6)
  // The Sentinel across Hout Bay.
  s += `<path d="${smooth([
    [300, HZ],
    [340, HZ - 30],
    [380, HZ - 64],
    [400, HZ - 88],
    [418, HZ - 70],
    [440, HZ - 44],
    [480, HZ - 26],
    [500, HZ - 20],
  ])}L500 ${HZ}Z" fill="#6b9fba"/>`
  s += `<path d="M388 ${HZ - 74}L400 ${HZ - 88}L418 ${HZ - 70}L404 ${HZ - 50}Z" fill="#80b0c8"/>`
  s += `<rect y="${HZ}" width="${W}" height="${H - HZ}" fill="url(#sea)"/>`
  s += sea({
    w: W,
    top: HZ,
    bottom: H,
    colors: ["#2a93bf", "#053b58"],
    rnd,
    bands: 7,
    ampNear: 8,
    ampFar: 1,
    wlNear: 150,
    wlFar: 40,
    foam: 0.55,
    foamCount: 3,
  }).svg

  // Sandstone cliffs plunging to the sea.
  const edge = [
    [-10, -10],
    [60, -10],
    [78, 12],
    [96, 8],
    [118, 30],
    [140, 44],
    [160, 42],
    [184, 70],
    [206, 86],
    [228, 112],
    [250, 128],
    [268, 156],
    [290, 178],
    [312, 206],
    [330, 236],
    [346, 266],
    [362, 300],
    [376, 340],
    [384, 370],
    [-10, 370],
  ]
  const cliff = poly(edge)
  s += `<clipPath id="cliffclip"><path d="${cliff}"/></clipPath>`
  s += `<path d="${cliff}" fill="url(#cliff)"/>`
  s += `<g clip-path="url(#cliffclip)">`
  // Lit spurs and shadowed gullies.
  const lit = "#dfa766"
  const shd = "#84502f"
  for (const f of [
    [
      [60, -10],
      [96, 8],
      [60, 70],
      [20, 40],
    ],
    [
      [118, 30],
      [160, 42],
      [110, 120],
      [80, 100],
    ],
    [
      [184, 70],
      [228, 112],
      [170, 170],
      [140, 140],
    ],
    [
      [250, 128],
      [290, 178],
      [240, 200],
      [215, 175],
    ],
  ])
    s += `<path d="${poly(f)}" fill="${lit}" opacity="0.75"/>`
  for (const f of [
    [
      [96, 8],
      [118, 30],
      [70, 100],
      [60, 70],
    ],
    [
      [160, 42],
      [184, 70],
      [140, 140],
      [110, 120],
    ],
    [
      [228, 112],
      [250, 128],
      [215, 175],
      [170, 170],
    ],
    [
      [290, 178],
      [312, 206],
      [290, 240],
      [240, 200],
    ],
  ])
    s += `<path d="${poly(f)}" fill="${shd}" opacity="0.6"/>`
  // Gently dipping sandstone strata.
  let strata = ""
  for (let i = 0; i < 9; i++) {
    const y = 14 + i * 19
    strata += `<path d="${smooth([
      [-10, y],
      [80, y + 6 + (i % 2) * 3],
      [170, y + 16],
      [260, y + 24],
      [360, y + 34],
    ])}"/>`
  }
  s += `<g stroke="#6f4127" stroke-width="2" fill="none" opacity="0.35">${strata}</g>`
  // Fynbos on the slopes above and below the road.
  s += `<path d="${smooth([
    [-10, 150],
    [30, 140],
    [80, 146],
    [130, 152],
    [180, 170],
    [230, 196],
    [200, 206],
    [120, 196],
    [40, 194],
    [-10, 196],
  ])}Z" fill="#3d7a52"/>`
  s += `<path d="${smooth([
    [-10, 172],
    [50, 166],
    [110, 176],
    [170, 186],
    [200, 204],
    [120, 200],
    [40, 198],
    [-10, 200],
  ])}Z" fill="#2c6446"/>`
  for (const [x, y, r] of [
    [30, 148, 5],
    [72, 150, 4],
    [120, 158, 5],
    [160, 170, 4],
    [205, 190, 4],
  ])
    s += `<circle cx="${x}" cy="${y}" r="${r}" fill="#0f766e"/>`
  for (const [x, y] of [
    [40, 150],
    [98, 156],
    [176, 180],
  ])
    s += `<circle cx="${x}" cy="${y}" r="2.4" fill="#ffc633"/>`
  s += `</g>`
  // The road cut into the cliff face, with its stone wall and a little yellow car.
  const road = "M-10 204C60 206 140 212 220 230C262 240 292 252 326 270"
  s += `<path d="${road}" stroke="#6d4a33" stroke-width="18" fill="none" transform="translate(0 6)" opacity="0.6"/>`
  s += `<path d="${road}" stroke="#cfc7b6" stroke-width="12" fill="none"/>`
  s += `<path d="${road}" stroke="#ffffff" stroke-width="1" stroke-dasharray="6 6" fill="none" opacity="0.8"/>`
  s += `<path d="${road}" stroke="#f4efe3" stroke-width="3" fill="none" transform="translate(0 7)"/>`
  s += `<g transform="translate(150 212) rotate(7)"><rect x="-12" y="-8" width="24" height="8" rx="3" fill="#ffc633"/><rect x="-6" y="-13" width="12" height="6" rx="2" fill="#ffc633"/><rect x="-4" y="-12" width="8" height="4" fill="#9fd0e6"/><circle cx="-7" cy="0" r="2.6" fill="#1b1b1b"/><circle cx="7" cy="0" r="2.6" fill="#1b1b1b"/></g>`
  // Granite base below the road, down to the waterline.
  s += `<path d="${poly([
    [-10, 222],
    [120, 226],
    [220, 246],
    [300, 278],
    [352, 316],
    [380, 370],
    [-10, 370],
  ])}" fill="#6e6b70"/>`
  s += `<path d="${poly([
    [120, 226],
    [220, 246],
    [300, 278],
    [250, 300],
    [160, 270],
  ])}" fill="#86838a" opacity="0.8"/>`
  s += boulder(310, 338, 60, 30, 4, { base: "#5e5c60", light: "#8a8790", dark: "#3f3d42" })
  s += boulder(200, 322, 120, 48, 6, { base: "#57555a", light: "#7d7a82", dark: "#3a383d" })
  s += boulder(60, 334, 120, 56, 8, { base: "#4e4c51", light: "#75727a", dark: "#333136" })
  s += splash(rnd, 362, 330, 80, 22, { opacity: 0.95, drops: 10 })
  s += splash(rnd, 410, 356, 100, 18, { opacity: 0.9, drops: 6 })
  for (const [x, y, sc] of [
    [262, 80, 1],
    [288, 70, 0.8],
  ])
    s += bird(x, y, sc, "#0b4a6b", 0.8)
  return s
}

/** Storm swell: rounded crests, broad troughs, foam caps spilling forward. */
function swell(
  rnd,
  { id, base, amp, wl, phase, fill, light, w, bottom, cap = 10, capChance = 0.7 },
) {
  const fn = (x) => base - amp * Math.pow((1 + Math.cos((2 * Math.PI * x) / wl + phase)) / 2, 1.8)
  const pts = []
  for (let x = -20; x <= w + 20; x += 3) pts.push([x, fn(x)])
  let s = linGrad(
    id,
    [
      [0, light],
      [1, fill],
    ],
    { x1: 0, y1: base - amp, x2: 0, y2: base + amp * 0.4, units: "userSpaceOnUse" },
  )
  s += `<path d="${poly([...pts, [w + 20, bottom], [-20, bottom]])}" fill="url(#${id})"/>`
  // Crests are where cos(...) = 1.
  for (let k = -2; k < w / wl + 2; k++) {
    const xc = ((2 * Math.PI * k - phase) * wl) / (2 * Math.PI)
    if (xc < -wl * 0.3 || xc > w + wl * 0.3) continue
    if (rnd() > capChance) continue
    const x0 = xc - wl * 0.13
    const x1 = xc + wl * 0.24
    const top = []
    const bot = []
    const n = 14
    for (let i = 0; i <= n; i++) {
      const x = x0 + ((x1 - x0) * i) / n
      const u = i / n
      const bell = Math.sin(Math.PI * Math.pow(u, 0.8))
      top.push([x, fn(x) - 1.5])
      bot.push([x, fn(x) + cap * bell * (0.7 + rnd() * 0.5)])
    }
    s += `<path d="${smooth([...top, ...bot.reverse(), top[0]], 0.5)}Z" fill="#f4fbfd"/>`
    // Scalloped lower edge and streaks of foam down the front face.
    for (let i = 2; i < n - 1; i += 2) {
      const [x, y] = bot[n - i]
      s += `<circle cx="${r1(x)}" cy="${r1(y - 1)}" r="${r1(cap * 0.18 + rnd() * cap * 0.12)}" fill="#f4fbfd"/>`
    }
    for (let j = 0; j < 3; j++) {
      const sx = xc + wl * (0.02 + rnd() * 0.2)
      s += `<path d="M${r1(sx)} ${r1(fn(sx) + cap * 0.9)}q${r1(wl * 0.04)} ${r1(amp * 0.25)} ${r1(wl * 0.1)} ${r1(amp * 0.45)}" stroke="#d6e8ee" stroke-width="${r1(1 + cap * 0.08)}" fill="none" opacity="0.5" stroke-linecap="round"/>`
    }
    for (let j = 0; j < 7; j++) {
      s += `<circle cx="${r1(xc + (rnd() - 0.3) * wl * 0.3)}" cy="${r1(fn(xc) - 3 - rnd() * amp * 0.35)}" r="${r1(0.7 + rnd() * cap * 0.15)}" fill="#f4fbfd" opacity="${(0.5 + rnd() * 0.5).toFixed(2)}"/>`
    }
  }
  return s
}

function stormClouds(rnd, y, r, color, w) {
  let s = `<g fill="${color}"><rect x="-20" y="-20" width="${w + 40}" height="${y + 20}"/>`
  for (let x = -20; x < w + 40;) {
    const rr = r * (0.6 + rnd() * 0.7)
    s += `<circle cx="${r1(x)}" cy="${r1(y - rr * 0.35)}" r="${r1(rr)}"/>`
    x += rr * 1.2
  }
  return s + "</g>"
}

function winterStorm() {
  const W = 480
  const H = 360
  const HZ = 176
  const rnd = rng(101)
  let s = "<defs>"
  s += linGrad("sky", [
    [0, "#101b24"],
    [0.6, "#2a3d4b"],
    [1, "#5d7282"],
  ])
  s += linGrad("sea", [
    [0, "#2d4a58"],
    [1, "#061c28"],
  ])
  s += `<filter id="glow" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="6"/></filter>`
  s += radGrad("flash", [
    [0, "#ffe9a8", 0.35],
    [1, "#ffe9a8", 0],
  ])
  s += linGrad("haze", [
    [0, "#7d909e", 0],
    [1, "#8fa2b0", 0.45],
  ])
  s += "</defs>"
  s += `<rect width="${W}" height="${HZ + 10}" fill="url(#sky)"/>`
  s += `<rect y="${HZ - 60}" width="${W}" height="70" fill="url(#haze)"/>`
  s += stormClouds(rnd, 118, 34, "#2b3d4b", W)
  s += stormClouds(rnd, 86, 40, "#22323f", W)
  s += stormClouds(rnd, 46, 40, "#18242e", W)
  // Lightning from the cloud base to the sea.
  const bolt = "M304 104L290 128L302 130L282 152L294 154L274 178"
  s += `<circle cx="290" cy="130" r="90" fill="url(#flash)"/>`
  s += `<path d="${bolt}" stroke="#ffe08a" stroke-width="10" fill="none" filter="url(#glow)" opacity="0.9"/>`
  s += `<path d="${bolt}" stroke="#fffbe8" stroke-width="3" fill="none" stroke-linejoin="bevel"/>`
  s += `<path d="M292 128L278 140L282 142L272 156" stroke="#fffbe8" stroke-width="1.4" fill="none"/>`
  s += `<rect y="${HZ}" width="${W}" height="${H - HZ}" fill="url(#sea)"/>`
  s += `<ellipse cx="280" cy="${HZ + 2}" rx="60" ry="4" fill="#fff1c4" opacity="0.35"/>`
  s += swell(rnd, {
    id: "sw1",
    base: HZ + 24,
    amp: 14,
    wl: 80,
    phase: 0.4,
    fill: "#1e3d4b",
    light: "#3b6472",
    w: W,
    bottom: H + 2,
    cap: 3,
    capChance: 0.5,
  })
  s += swell(rnd, {
    id: "sw2",
    base: HZ + 76,
    amp: 34,
    wl: 170,
    phase: 1.2,
    fill: "#123847",
    light: "#2f6a78",
    w: W,
    bottom: H + 2,
    cap: 8,
  })
  s += swell(rnd, {
    id: "sw3",
    base: HZ + 150,
    amp: 64,
    wl: 320,
    phase: 2.4,
    fill: "#0b2e3c",
    light: "#2a6a76",
    w: W,
    bottom: H + 2,
    cap: 16,
    capChance: 1,
  })
  s += swell(rnd, {
    id: "sw4",
    base: H + 30,
    amp: 56,
    wl: 280,
    phase: 4.6,
    fill: "#07202b",
    light: "#1f5461",
    w: W,
    bottom: H + 2,
    cap: 14,
    capChance: 1,
  })
  // Rain
  let rain = ""
  for (let i = 0; i < 120; i++) {
    const x = rnd() * 520 - 20
    const y = 100 + rnd() * 260
    rain += `<path d="M${r1(x)} ${r1(y)}l-6 16"/>`
  }
  s += `<g stroke="#b9cad6" stroke-width="1.1" opacity="0.3" stroke-linecap="round">${rain}</g>`
  return s
}

function person(
  x,
  y,
  sc,
  shirt,
  { bend = 0, skin = "#8a5a3c", cap = null, armDown = false, bag = null } = {},
) {
  let g = `<g transform="translate(${x} ${y}) scale(${sc})">`
  // legs
  g += `<path d="M-3 -24L-5 0M3 -24L5 0" stroke="#1f3b4d" stroke-width="5" stroke-linecap="round"/>`
  g += `<g transform="rotate(${bend} 0 -24)">`
  g += `<rect x="-7" y="-46" width="14" height="24" rx="6" fill="${shirt}"/>`
  g += `<circle cx="0" cy="-52" r="6" fill="${skin}"/>`
  if (cap)
    g += `<path d="M-6 -53a6 6 0 0 1 12 0z" fill="${cap}"/><rect x="4" y="-54" width="6" height="2" rx="1" fill="${cap}"/>`
  if (armDown)
    g += `<path d="M4 -42L10 -26" stroke="${skin}" stroke-width="3.5" stroke-linecap="round"/><path d="M10 -26L20 -6" stroke="#c6d3dc" stroke-width="1.6"/>`
  else g += `<path d="M5 -42L12 -30" stroke="${skin}" stroke-width="3.5" stroke-linecap="round"/>`
  g += `<path d="M-5 -42L-10 -30" stroke="${skin}" stroke-width="3.5" stroke-linecap="round"/>`
  g += `</g>`
  if (bag)
    g += `<path d="M12 -32L14 -28C22 -28 24 -18 22 -8C20 -2 8 -2 6 -8C4 -18 6 -28 14 -28Z" fill="${bag}"/>`
  return g + "</g>"
}

function beachCleanup() {
  const W = 480
  const HZ = 130
  const rnd = rng(111)
  let s = "<defs>"
  s +=
    linGrad("sky", [
      [0, "#1b84bb"],
      [1, "#d7eef5"],
    ]) +
    linGrad("sea", [
      [0, "#2aa0c4"],
      [1, "#0f766e"],
    ])
  s += linGrad("sand", [
    [0, "#f4e4bd"],
    [1, "#e2c78c"],
  ])
  s += "</defs>"
  s += `<rect width="${W}" height="${HZ + 10}" fill="url(#sky)"/>`
  s += `<circle cx="400" cy="44" r="22" fill="#fff4cc"/>`
  s += cloud(130, 56, 0.6, "#ffffff", 0.9) + cloud(300, 86, 0.4, "#ffffff", 0.8)
  s += `<path d="${smooth([
    [-10, HZ],
    [40, HZ - 34],
    [100, HZ - 44],
    [150, HZ - 28],
    [200, HZ],
  ])}Z" fill="#6ea6c0"/>`
  s += `<rect y="${HZ}" width="${W}" height="100" fill="url(#sea)"/>`
  s += sea({
    w: W,
    top: HZ,
    bottom: 220,
    colors: ["#2499c0", "#138a8a"],
    rnd,
    bands: 5,
    ampNear: 4,
    ampFar: 0.8,
    wlNear: 120,
    wlFar: 40,
    foam: 0.6,
    foamCount: 3,
  }).svg
  // Wash and wet sand.
  s += `<path d="${smooth([
    [-10, 196],
    [80, 190],
    [180, 200],
    [280, 192],
    [380, 202],
    [490, 194],
  ])}L490 360L-10 360Z" fill="#f4fbfd" opacity="0.95"/>`
  s += `<path d="${smooth([
    [-10, 204],
    [90, 200],
    [190, 208],
    [290, 201],
    [390, 210],
    [490, 203],
  ])}L490 360L-10 360Z" fill="#cdb27a"/>`
  s += `<path d="${smooth([
    [-10, 222],
    [100, 216],
    [220, 226],
    [340, 218],
    [490, 224],
  ])}L490 360L-10 360Z" fill="url(#sand)"/>`
  // Kelp and footprints
  s += `<g stroke="#3d5b2f" stroke-width="3" fill="none" stroke-linecap="round" opacity="0.85"><path d="M40 300c20 -6 30 4 50 -2s24 -10 40 -4"/><path d="M60 306c12 4 24 2 36 -4"/><path d="M400 250c14 -4 22 2 34 -2"/></g>`
  for (let i = 0; i < 10; i++)
    s += `<ellipse cx="${r1(200 + i * 14)}" cy="${r1(340 - i * 9 + (i % 2) * 5)}" rx="3" ry="1.8" fill="#c9ac72"/>`
  // Litter
  const litter = [
    [110, 262, "#8fd0ea", 16, 6, 20],
    [168, 286, "#f5a60b", 9, 6, -10],
    [330, 300, "#ffffff", 8, 8, 0],
    [380, 270, "#8fd0ea", 14, 5, -30],
    [420, 320, "#e45b4a", 10, 6, 40],
    [70, 240, "#ffffff", 10, 5, 10],
    [260, 250, "#8fd0ea", 12, 5, 60],
  ]
  for (const [x, y, c, w, h, rot] of litter)
    s += `<rect x="${x - w / 2}" y="${y - h / 2}" width="${w}" height="${h}" rx="2" fill="${c}" transform="rotate(${rot} ${x} ${y})" stroke="#8a7a58" stroke-width="0.6"/>`
  // Volunteers
  s += person(210, 300, 1.35, "#0f766e", {
    bend: 38,
    skin: "#8a5a3c",
    cap: "#ffc633",
    armDown: true,
  })
  s += person(300, 290, 1.35, "#ffc633", { skin: "#c58c63", bag: "#0f766e" })
  s += person(140, 250, 1.0, "#006ea5", { bend: 30, skin: "#6b4430", armDown: true })
  s += person(390, 240, 0.95, "#f4fbfd", { skin: "#c58c63", cap: "#006ea5" })
  // Full recycling bag on the sand
  s += `<g transform="translate(350 318)"><path d="M0 -34c6 0 8 4 4 8c16 4 22 18 18 28c-4 8 -40 8 -44 0c-4 -10 2 -24 18 -28c-4 -4 -2 -8 4 -8z" fill="#0f766e"/><g stroke="#f4fbfd" stroke-width="2" fill="none" stroke-linecap="round" stroke-linejoin="round"><path d="M-2 -15l-6 10"/><path d="M3 -13l5 8"/><path d="M6 1h-12"/><path d="M-4 -14l2 -1.5 1 2.2M8 -6l0.5 2.5 -2.4 0.3M-6 3.2l-2 -1.8 1.6 -1.8"/></g></g>`
  return s
}

/** Open Graph image: hero artwork + title (1200x630). */
function ogImage() {
  let s = `<svg x="0" y="0" width="1200" height="630" viewBox="0 0 1600 900" preserveAspectRatio="xMidYMid slice">${heroBody("og")}</svg>`
  s += `<defs>${linGrad(
    "ogshade",
    [
      [0, "#041f33", 0.55],
      [0.55, "#041f33", 0.2],
      [0.75, "#041f33", 0],
    ],
    { x2: 1, y2: 0 },
  )}</defs>`
  s += `<rect width="1200" height="630" fill="url(#ogshade)"/>`
  s += markSvgBody({ size: 96, x: 80, y: 118, radius: 16 })
  const font = `font-family="DejaVu Sans, Verdana, Arial, sans-serif"`
  s += `<text x="76" y="318" ${font} font-size="82" font-weight="bold" fill="#ffffff" letter-spacing="-1">Cape Ocean</text>`
  s += `<text x="76" y="410" ${font} font-size="82" font-weight="bold" fill="#ffffff" letter-spacing="-1">Adventures</text>`
  s += `<rect x="80" y="446" width="96" height="6" rx="3" fill="#ffc633"/>`
  s += `<text x="78" y="506" ${font} font-size="34" fill="#ffe29a">Live ocean cameras from Cape Town</text>`
  return s
}

// ---------------------------------------------------------------------------
// Output
// ---------------------------------------------------------------------------

async function writeWebp(rel, w, h, body, { quality = 76, vw, vh } = {}) {
  const file = path.join(ROOT, rel)
  await mkdir(path.dirname(file), { recursive: true })
  const svg = svgDoc(w, h, body, { vw: vw ?? w, vh: vh ?? h })
  await sharp(Buffer.from(svg)).webp({ quality, effort: 6, smartSubsample: true }).toFile(file)
  return file
}

function buildIco(pngs) {
  // pngs: [{ size, buf }] — PNG-compressed ICO entries (supported since Vista).
  const header = Buffer.alloc(6)
  header.writeUInt16LE(0, 0) // reserved
  header.writeUInt16LE(1, 2) // type: icon
  header.writeUInt16LE(pngs.length, 4)
  const entries = []
  let offset = 6 + 16 * pngs.length
  for (const { size, buf } of pngs) {
    const e = Buffer.alloc(16)
    e.writeUInt8(size >= 256 ? 0 : size, 0) // width
    e.writeUInt8(size >= 256 ? 0 : size, 1) // height
    e.writeUInt8(0, 2) // palette colours
    e.writeUInt8(0, 3) // reserved
    e.writeUInt16LE(1, 4) // colour planes
    e.writeUInt16LE(32, 6) // bits per pixel
    e.writeUInt32LE(buf.length, 8)
    e.writeUInt32LE(offset, 12)
    offset += buf.length
    entries.push(e)
  }
  return Buffer.concat([header, ...entries, ...pngs.map((p) => p.buf)])
}

async function main() {
  const out = []
  const add = async (p) => out.push(await p)

  const hero = heroBody("h")
  await add(writeWebp("app/assets/hero-ocean.webp", 1600, 900, hero, { quality: 74 }))
  await add(
    writeWebp("app/assets/hero-ocean-800.webp", 800, 450, hero, { quality: 76, vw: 1600, vh: 900 }),
  )
  const coast = aboutCoast()
  await add(writeWebp("app/assets/about-coast.webp", 1200, 800, coast, { quality: 76 }))
  // Smaller copies for srcset: phones get a file the size they show.
  for (const [w, h] of [
    [480, 320],
    [800, 533],
  ])
    await add(
      writeWebp(`app/assets/about-coast-${w}.webp`, w, h, coast, {
        quality: 76,
        vw: 1200,
        vh: 800,
      }),
    )
  const businessBody = businessHero()
  await add(writeWebp("app/assets/business-hero.webp", 1600, 700, businessBody, { quality: 74 }))
  await add(
    writeWebp("app/assets/business-hero-800.webp", 800, 350, businessBody, {
      quality: 76,
      vw: 1600,
      vh: 700,
    }),
  )
  await add(writeWebp("app/assets/products/black-tshirt.webp", 800, 800, tshirt(), { quality: 80 }))

  await add(writeWebp("app/assets/cameras/hermanus-whales.webp", 640, 360, hermanusWhales()))
  await add(writeWebp("app/assets/cameras/table-mountain.webp", 640, 360, tableMountainCam()))
  await add(writeWebp("app/assets/cameras/robben-island.webp", 640, 360, robbenIsland()))

  await add(writeWebp("app/assets/shorts/seal-colony.webp", 480, 360, sealColony()))
  await add(writeWebp("app/assets/shorts/dolphin-pod.webp", 480, 360, dolphinPod()))
  await add(writeWebp("app/assets/shorts/golden-sunset.webp", 480, 360, goldenSunset()))
  await add(writeWebp("app/assets/shorts/chapmans-peak.webp", 480, 360, chapmansPeak()))
  await add(writeWebp("app/assets/shorts/winter-storm.webp", 480, 360, winterStorm()))
  await add(writeWebp("app/assets/shorts/beach-cleanup.webp", 480, 360, beachCleanup()))

  // Open Graph image (JPEG for maximum crawler compatibility).
  const og = path.join(ROOT, "public/og-image.jpg")
  await mkdir(path.dirname(og), { recursive: true })
  await sharp(Buffer.from(svgDoc(1200, 630, ogImage())))
    .jpeg({ quality: 82, mozjpeg: true })
    .toFile(og)
  out.push(og)

  // Icons: the wave mark on a rounded ocean-blue square.
  const iconSvg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">${markSvgBody()}</svg>\n`
  await writeFile(path.join(ROOT, "public/icon.svg"), iconSvg)
  out.push(path.join(ROOT, "public/icon.svg"))

  // Tiny sizes get a heavier stroke so the wave stays legible.
  const render = (size) =>
    sharp(
      Buffer.from(
        svgDoc(size, size, markSvgBody({ stroke: size <= 16 ? 7 : size <= 32 ? 6 : MARK_STROKE }), {
          vw: 64,
          vh: 64,
        }),
      ),
    )
      .png({ compressionLevel: 9 })
      .toBuffer()
  // Apple touch icons get no transparency: fill the corners with the brand blue.
  const touch = path.join(ROOT, "public/apple-touch-icon.png")
  await sharp(
    Buffer.from(
      svgDoc(
        180,
        180,
        `<rect width="64" height="64" fill="${P.ocean}"/>${markSvgBody({ radius: 0 })}`,
        { vw: 64, vh: 64 },
      ),
    ),
  )
    .png({ compressionLevel: 9 })
    .toFile(touch)
  out.push(touch)

  const ico = buildIco([
    { size: 32, buf: await render(32) },
    { size: 16, buf: await render(16) },
  ])
  const icoPath = path.join(ROOT, "public/favicon.ico")
  await writeFile(icoPath, ico)
  out.push(icoPath)

  for (const f of out) {
    const { size } = await stat(f)
    console.log(`${String(size).padStart(8)}  ${path.relative(ROOT, f)}`)
  }
}

main().catch((err) => {
  console.error(err)
  process.exit(1)
})
