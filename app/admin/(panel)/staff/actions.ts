"use server";

import { revalidatePath } from "next/cache";
import { adminSections } from "@/components/admin/sections";
import { staffAction } from "@/lib/auth/action";
import { createStaff, resetStaffPassword, setStaffDisabled } from "@/lib/staff/commands";

const roles = adminSections.staff.roles;
const refreshList = () => revalidatePath(adminSections.staff.href);

export const addStaffMember = staffAction(roles, async (caller, input: { name: string; username: string; role: string }) => {
  const result = await createStaff(caller, input);
  if (result.ok) refreshList();
  return result;
});

export const setStaffMemberDisabled = staffAction(roles, async (caller, userId: string, disabled: boolean) => {
  const result = await setStaffDisabled(caller, String(userId), disabled === true);
  if (result.ok) refreshList();
  return result;
});

export const resetStaffMemberPassword = staffAction(roles, async (caller, userId: string) => resetStaffPassword(caller, String(userId)));
