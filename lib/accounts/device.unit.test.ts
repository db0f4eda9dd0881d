import { describe, expect, it } from "vitest";
import { describeDevice } from "./device";

describe("a session's device, from its User-Agent", () => {
  it("names the browser, the system and a phone or tablet", () => {
    expect(
      describeDevice(
        "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.6778.86 Mobile Safari/537.36",
      ),
    ).toBe("Chrome 131 on Android 14 (phone)");
    expect(
      describeDevice(
        "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1",
      ),
    ).toBe("Safari 18 on iOS 18 (phone)");
    expect(describeDevice("Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0")).toBe(
      "Firefox 133 on Windows 10",
    );
  });

  it("says nothing it does not know", () => {
    expect(describeDevice(null)).toBeNull();
    expect(describeDevice("")).toBeNull();
    expect(describeDevice("???")).toBeNull();
  });
});
