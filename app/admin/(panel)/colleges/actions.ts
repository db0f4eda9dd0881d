"use server";

import { adminSections } from "@/components/admin/sections";
import { staffAction } from "@/lib/auth/action";
import { COLLEGE_ADDED, COLLEGE_DELETED, COLLEGE_UPDATED, collegeAnswer, invalidCollege } from "@/lib/colleges/answer";
import { createCollege, deleteCollege, updateCollege } from "@/lib/colleges/commands";
import { parseWireCollege } from "@/lib/colleges/wire";

// The admin forms send the old API's shape, so both doors parse and answer alike.
const roles = adminSections.collegeList.roles;

export const addCollege = staffAction(roles, async (caller, wire: unknown) => {
  const parsed = parseWireCollege(wire);
  if (!parsed.ok) return invalidCollege(parsed.errors);
  return collegeAnswer(await createCollege({ userId: caller.userId }, parsed.input), COLLEGE_ADDED);
});

export const editCollege = staffAction(roles, async (caller, id: string, wire: unknown) => {
  const parsed = parseWireCollege(wire);
  if (!parsed.ok) return invalidCollege(parsed.errors);
  return collegeAnswer(await updateCollege({ userId: caller.userId }, String(id), parsed.input), COLLEGE_UPDATED);
});

export const removeCollege = staffAction(roles, async (caller, id: string) =>
  collegeAnswer(await deleteCollege({ userId: caller.userId }, String(id)), COLLEGE_DELETED),
);
