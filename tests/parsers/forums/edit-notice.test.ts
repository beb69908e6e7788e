import { describe, expect, it } from "vitest";
import { makeEdit, readEditNotice } from "../../../parsers/html/edit-notice.ts";

describe("edit notices of every engine", () => {
  it.each([
    [
      "[This message has been edited by Franz Joseph (edited 09-20-2006 @ 05:13 PM).]",
      "Franz Joseph",
      "09-20-2006 @ 05:13 PM",
    ],
    ["[This message was edited by Kaiser on 09-20-06 at 05:13 PM.]", "Kaiser", "09-20-06 at 05:13 PM"],
    [
      "Last edited by Jakob on Sun May 26, 2019 5:35 pm, edited 2 times in total.",
      "Jakob",
      "Sun May 26, 2019 5:35 pm",
    ],
    ["Last edited by Shirohige; 2016-02-01 at 03:31.", "Shirohige", "2016-02-01 at 03:31"],
    [
      "(This post was last modified: 03/20/2015, 11:45 AM by sheldonison.)",
      "sheldonison",
      "03/20/2015, 11:45 AM",
    ],
    [
      "« Last Edit: November 14, 2026, 09:30:12 PM by Mehmed V »",
      "Mehmed V",
      "November 14, 2026, 09:30:12 PM",
    ],
    ["Edited July 5, 2023 by sethoflagos", "sethoflagos", "July 5, 2023"],
    ["last edited by MJ", "MJ", null],
    ["最后由 dcon 编辑 2018年6月24日 01:04", "dcon", "2018年6月24日 01:04"],
  ])("reads %s", (text, by, when) => {
    expect(readEditNotice(text)).toEqual({ by, when, moderator: false });
  });

  it("W33 XenForo's 'Last edited by a moderator' names no one but is a moderator's edit", () => {
    expect(readEditNotice("Last edited by a moderator: May 3, 2017")).toEqual({
      by: null,
      when: "May 3, 2017",
      moderator: true,
    });
    expect(readEditNotice("Last edited: Dec 4, 2014")).toEqual({
      by: null,
      when: "Dec 4, 2014",
      moderator: false,
    });
  });

  it("gives null for text that is no edit notice", () => {
    expect(readEditNotice("Build 2 divisions in Moscow")).toBeNull();
    expect(readEditNotice("")).toBeNull();
  });

  it("W33 ruling: an edit by someone other than the author is a moderator's edit", () => {
    expect(makeEdit("Game Master", null, "Tsar Nicholas")).toEqual({
      by: "Game Master",
      at: null,
      byModerator: true,
    });
    expect(makeEdit("Tsar Nicholas", null, "Tsar Nicholas").byModerator).toBe(false);
    expect(makeEdit("tsar  nicholas", null, "Tsar Nicholas").byModerator).toBe(false);
    expect(makeEdit(null, null, "Tsar Nicholas").byModerator).toBe(false);
    expect(makeEdit(null, null, "Tsar Nicholas", true).byModerator).toBe(true);
  });
});
