import { describe, expect, it } from "vitest";
import { z } from "zod";
import { answerGuardianAction } from "@/lib/privacy/minors/guardian-actions";
import { GUARDIAN_LINK_CLOSED } from "@/lib/privacy/minors/guardian";
import { NUL_MESSAGE } from "@/lib/validation/stored-text";
import { action } from "./action";
import { flag, recordId } from "./action-args";
import { success } from "./outcome";

/** An action whose command records each call it receives. */
function recordingAction() {
  const calls: unknown[][] = [];
  const run = action(
    { name: "door test", args: z.tuple([recordId, flag, z.string().transform((value) => value.length)]) },
    async (_call, ...args) => {
      calls.push(args);
      return success("Ran.");
    },
  );
  return { run, calls };
}

describe("action(): the arguments are parsed at the door", () => {
  it("runs the command with the parsed arguments when they fit the schema", async () => {
    const { run, calls } = recordingAction();
    expect(await run("cmabc0123456789", true, "four")).toEqual({ ok: true, message: "Ran." });
    expect(calls).toEqual([["cmabc0123456789", true, 4]]);
  });

  it("answers an argument of the wrong kind with a 400 naming it, and never runs the command", async () => {
    const { run, calls } = recordingAction();
    const hostile = run as (...args: unknown[]) => ReturnType<typeof run>;
    const answers = [
      await hostile("cmabc0123456789", "yes", "x"),
      await hostile({ id: 1 }, true, "x"),
      await hostile("cmabc0123456789", true),
      await hostile("cmabc0123456789", true, "x", "one too many"),
      await hostile(),
    ];
    expect(answers.map((answer) => (answer.ok ? "ran" : answer.status))).toEqual([400, 400, 400, 400, 400]);
    expect(answers[0]).toMatchObject({ message: "Argument 2 could not be read: expected boolean, received string." });
    expect(answers[1]).toMatchObject({ message: "Argument 1 could not be read: expected string, received object." });
    expect(answers[2]).toMatchObject({ message: "Expected at least 3 arguments, received 2." });
    expect(answers[3]).toMatchObject({ message: "Expected at most 3 arguments, received 4." });
    expect(answers[4]).toMatchObject({ message: "Expected at least 3 arguments, received 0." });
    expect(calls).toEqual([]);
  });

  it("refuses NUL characters before parsing, as before", async () => {
    const { run, calls } = recordingAction();
    expect(await run("cm\u0000abc", true, "x")).toMatchObject({ ok: false, status: 400, message: NUL_MESSAGE });
    expect(calls).toEqual([]);
  });

  it("keeps a real action's own answers for valid calls and refuses malformed ones", async () => {
    const guardian = answerGuardianAction as (...args: unknown[]) => ReturnType<typeof answerGuardianAction>;
    expect(await guardian("no-such-token", "maybe")).toMatchObject({
      ok: false,
      status: 400,
      message: 'Argument 2 could not be read: Invalid option: expected one of "agree"|"refuse".',
    });
    expect(await guardian({ token: 1 }, "agree")).toMatchObject({ ok: false, status: 400 });
    // A well-formed answer reaches the command, which finds no such request in the database.
    expect(await answerGuardianAction("no-such-token", "agree")).toMatchObject({
      ok: false,
      status: 409,
      message: GUARDIAN_LINK_CLOSED,
    });
  });
});
