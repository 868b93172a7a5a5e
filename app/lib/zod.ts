// zod for modules that also run in the browser. zod 4 probes once with
// `new Function("")` whether it may compile fast parsers; under our CSP (no
// 'unsafe-eval') that probe is a reported CSP violation even though zod catches
// it. In the browser we switch the compiler off before any schema is built, so
// the probe never runs; the server keeps the faster compiled parsers.
import { z } from "zod"

if (typeof document !== "undefined") z.config({ jitless: true })

export { z }
