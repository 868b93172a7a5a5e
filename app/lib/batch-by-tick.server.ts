import { Transform, type TransformCallback } from "node:stream"

/**
 * A pass-through stream that joins everything written to it within one turn of the
 * event loop into one chunk. React writes a page's shell as many small pieces in one
 * go; React Router's Express adapter passes each piece on and flushes the compression
 * stream after each, so the browser received the shell in parts, painted a half-parsed
 * page and then moved the footer once the rest arrived (a layout shift a visitor sees
 * on a slow connection or a busy server). Content that streams later (a Suspense
 * boundary resolving) still leaves as soon as it is written, in its own chunk.
 */
export class BatchByTick extends Transform {
  private pending: Buffer[] = []
  private scheduled = false

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
    this.pending.push(chunk)
    if (!this.scheduled) {
      this.scheduled = true
      setImmediate(() => this.release())
    }
    callback()
  }

  override _flush(callback: TransformCallback) {
    this.release()
    callback()
  }

  private release() {
    this.scheduled = false
    if (this.pending.length === 0) return
    const batch = Buffer.concat(this.pending)
    this.pending = []
    this.push(batch)
  }
}
