export * from "../../dev/youtube-fake"
