import { describe, expect, it } from "vitest";
import { forumProfiles } from "../../parsers/index.ts";
import { FORUM_PLATFORM_NAMES } from "../../src/forum/platform-names.ts";

describe("the forum engines named in help texts", () => {
  it("are exactly the engines the parsers read, in their order", () => {
    expect([...FORUM_PLATFORM_NAMES]).toEqual(Object.keys(forumProfiles));
  });
});
