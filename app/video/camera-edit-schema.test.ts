import { describe, expect, it } from "vitest"
import { cameraEditSchema, cameraFieldErrors } from "./camera-edit-schema"

const valid = {
  displayName: "Whale Cam",
  slug: "whale-cam",
  location: "Hermanus",
  latitude: "-34.42",
  longitude: "19.23",
  category: "wildlife",
  isPremium: "on",
  sponsorName: "Ocean Co",
  sponsorUrl: "https://ocean.example.com/",
  ownerDescription: "",
  lookFor: "",
  bestTimes: "",
  offlineNote: "",
}

function errorsOf(input: Record<string, string>) {
  const parsed = cameraEditSchema.safeParse(input)
  return parsed.success ? {} : cameraFieldErrors(parsed.error)
}

describe("cameraEditSchema", () => {
  it("accepts a full form and stores empty fields as null", () => {
    const parsed = cameraEditSchema.parse(valid)
    expect(parsed).toMatchObject({ latitude: -34.42, longitude: 19.23, isPremium: true })
    expect(parsed.ownerDescription).toBeNull()
    expect(cameraEditSchema.parse({ ...valid, latitude: "", longitude: "" }).latitude).toBeNull()
  })

  it.each([
    [{ latitude: "90.5" }, "latitude", "Latitude must be between -90 and 90"],
    [{ longitude: "-181" }, "longitude", "Longitude must be between -180 and 180"],
    [{ latitude: "north" }, "latitude", "Latitude must be a number"],
    [
      { sponsorUrl: "http://ocean.example.com" },
      "sponsorUrl",
      "Sponsor link must be an https:// address",
    ],
    [
      { sponsorUrl: "javascript:alert(1)" },
      "sponsorUrl",
      "Sponsor link must be an https:// address",
    ],
    [
      { slug: "Whale Cam!" },
      "slug",
      "Address may hold only letters a–z, digits and single hyphens between them",
    ],
    [{ slug: "" }, "slug", "Address is required"],
    [
      { displayName: "x".repeat(101) },
      "displayName",
      "Display name must be at most 100 characters",
    ],
    [{ category: "aliens" }, "category", "Please choose a category"],
    [{ latitude: "" }, "latitude", "Give both latitude and longitude, or neither"],
  ])("refuses %o with a message beside %s", (change, field, message) => {
    expect(errorsOf({ ...valid, ...change })[field]).toBe(message)
  })
})
