// Filled in by the video issue: starts the local YouTube Data API fake when no key is set.
export async function startDevVideoFake() {}
