import { describe, expect, it } from "vitest";
import { boards10th, boards12th, undeclaredMessage } from "./boards";

// Section 4 of the specification: every other board is declared.
const undeclared = {
  "10th": ["Jharkhand", "Punjab", "Rajasthan", "Sikkim"],
  "12th": ["Kerala", "Punjab", "Rajasthan", "Sikkim"],
};

describe.each([
  ["10th", boards10th],
  ["12th", boards12th],
] as const)("%s board results", (grade, boards) => {
  it("has about 27 boards", () => {
    expect(boards.length).toBeGreaterThanOrEqual(25);
    expect(boards.length).toBeLessThanOrEqual(30);
  });

  it("marks exactly the specification's boards as not declared", () => {
    const notDeclared = boards.filter((board) => !board.declared).map((board) => board.state);
    expect(notDeclared.sort()).toEqual(undeclared[grade]);
  });

  it("gives every board its own https link, name and id", () => {
    for (const key of ["url", "id", "name"] as const) {
      const values = boards.map((board) => board[key]);
      expect(new Set(values).size, key).toBe(values.length);
    }
    for (const board of boards) expect(new URL(board.url).protocol, board.name).toBe("https:");
  });

  it("covers the national boards and one board per listed state", () => {
    const states = boards.map((board) => board.state).filter((state) => state !== "All India");
    expect(new Set(states).size).toBe(states.length);
    expect(boards.filter((board) => board.state === "All India").map((board) => board.shortName)).toEqual(
      expect.arrayContaining(["CBSE", "NIOS"]),
    );
  });
});

it("shares a link between the two lists only for the same board", () => {
  const byUrl = new Map(boards10th.map((board) => [board.url, board]));
  const shared = boards12th.flatMap((board) => {
    const other = byUrl.get(board.url);
    return other ? [{ url: board.url, states: [other.state, board.state] }] : [];
  });
  // Most boards publish both results on one portal: the rule is checked on those pairs, not on none.
  expect(shared.length).toBeGreaterThan(10);
  expect(shared.filter(({ states: [tenth, twelfth] }) => tenth !== twelfth)).toEqual([]);
});

it("keeps the exact not-declared sentence", () => {
  expect(undeclaredMessage).toBe("Result not declared yet. This link will be activated after the result is declared.");
});
