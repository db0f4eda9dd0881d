import { describe, expect, it } from "vitest";
import { boards10th, boards12th } from "@/content/boards";
import { boardFilterText, selectBoards } from "./select";

const ids = (typed: string, boards = boards12th) => selectBoards(boards, typed).map((board) => board.id);

describe("the board filter", () => {
  it("lists every board while nothing is typed", () => {
    expect(selectBoards(boards10th, "")).toEqual(boards10th);
  });

  it("finds a board by its state, the state's short name, its short name or a word of its name", () => {
    expect(ids("Uttar Pradesh")).toEqual(["uttar-pradesh"]);
    expect(ids("up")).toEqual(["uttar-pradesh"]);
    expect(ids("U.P.")).toEqual(["uttar-pradesh"]);
    expect(ids("UK")).toEqual(["uttarakhand"]);
    expect(ids("wbchse")).toEqual(["west-bengal"]);
    expect(ids("WB")).toEqual(["west-bengal"]);
    expect(ids("tn")).toEqual(["tamil-nadu"]);
    expect(ids("cbse")).toEqual(["cbse"]);
    expect(ids("open schooling")).toEqual(["nios"]);
    expect(ids("orissa", boards10th)).toEqual(["odisha"]);
  });

  it("finds a board however it is called a board: 'up board', 'CBSE board', 'up board result'", () => {
    expect(ids("up board")).toEqual(["uttar-pradesh"]);
    expect(ids("UP Board result", boards10th)).toEqual(["uttar-pradesh"]);
    expect(ids("cbse board")).toEqual(["cbse"]);
  });

  it("finds nothing for text no board has", () => {
    expect(ids("no such board")).toEqual([]);
  });

  it("reads the last ?q= of a link, trimmed and capped", () => {
    expect(boardFilterText(undefined)).toBe("");
    expect(boardFilterText(["cbse", " up "])).toBe("up");
    expect(boardFilterText("x".repeat(500))).toHaveLength(100);
  });
});
