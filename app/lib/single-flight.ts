/**
 * One run per key at a time: whoever asks for a key while its run is under way gets that
 * run's promise instead of starting another (so a cold cache costs one fetch, not one per
 * visitor). The key is free again once the run has settled.
 */
export function createSingleFlight<T>() {
  const inFlight = new Map<string, Promise<T>>()
  return {
    run(key: string, start: () => Promise<T>): Promise<T> {
      let flight = inFlight.get(key)
      if (!flight) {
        flight = start().finally(() => inFlight.delete(key))
        inFlight.set(key, flight)
      }
      return flight
    },
  }
}
