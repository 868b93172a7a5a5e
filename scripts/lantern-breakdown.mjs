// What a Lighthouse run's simulated first and largest paint are made of, for
// `npm run bench:web -- --lantern`. Lighthouse does not throttle the page: it loads it at
// full speed and replays that load in a simulation (Lantern) at a slow network and CPU.
// Each paint gets an optimistic and a pessimistic estimate, each from a graph of the
// requests and main-thread tasks it kept; the metric is their mean. A request is kept
// when it had ended before that paint in the full-speed load, so what a page happens to
// load before it paints sets its figures (docs/decisions/scripts-load-with-the-page.md).
import { LanternFirstContentfulPaint } from "lighthouse/core/computed/metrics/lantern-first-contentful-paint.js"
import { LanternLargestContentfulPaint } from "lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js"

const pathOf = (url) => url.replace(/^https?:\/\/[^/]+/, "") || "/"

function describeEstimate(name, estimate) {
  const requests = []
  const tasks = []
  for (const [node, timing] of estimate.nodeTimings) {
    const span = `${timing.startTime.toFixed(0)}–${timing.endTime.toFixed(0)} ms`
    if (node.type === "network")
      requests.push(
        `      ${pathOf(node.request.url).slice(0, 60).padEnd(62)}${node.request.priority.padEnd(9)}` +
          `${(node.request.transferSize / 1024).toFixed(1).padStart(6)} kB  ${span}`,
      )
    else tasks.push(span)
  }
  return [
    `    ${name} ${estimate.timeInMs.toFixed(0)} ms: ${requests.length} requests, tasks ${tasks.join(", ")}`,
    ...requests,
  ]
}

/**
 * The lines to print for one run: the observed (full-speed) paints, the largest paint's
 * element, and both estimates of both paints with the requests in each.
 * @param {{ lhr: any, artifacts: any }} result what `lighthouse()` returned
 */
export async function lanternBreakdown({ lhr, artifacts }) {
  const data = {
    trace: artifacts.Trace,
    devtoolsLog: artifacts.DevtoolsLog,
    gatherContext: artifacts.GatherContext,
    settings: lhr.configSettings,
    URL: artifacts.URL,
    SourceMaps: artifacts.SourceMaps,
    simulator: null,
  }
  const context = { computedCache: new Map() }
  const fcp = await LanternFirstContentfulPaint.request(data, context)
  const lcp = await LanternLargestContentfulPaint.request(data, context)
  const observed = lhr.audits.metrics?.details?.items?.[0] ?? {}
  const element =
    lhr.audits["largest-contentful-paint-element"]?.details?.items?.[0]?.items?.[0]?.node
      ?.snippet ?? "?"
  return [
    `  ${lhr.finalDisplayedUrl}: observed first paint ${observed.observedFirstContentfulPaint} ms,` +
      ` largest ${observed.observedLargestContentfulPaint} ms: ${element.slice(0, 90)}`,
    ...describeEstimate("FCP optimistic", fcp.optimisticEstimate),
    ...describeEstimate("FCP pessimistic", fcp.pessimisticEstimate),
    ...describeEstimate("LCP optimistic", lcp.optimisticEstimate),
    ...describeEstimate("LCP pessimistic", lcp.pessimisticEstimate),
  ]
}
