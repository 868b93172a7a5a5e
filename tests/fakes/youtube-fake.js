// The fake moved to dev/youtube-fake.js (the dev server and the benches use it too);
// this path stays for branches that still import it here.
export * from "../../dev/youtube-fake.js"
