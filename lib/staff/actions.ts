"use server";

import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import { signOutHere } from "@/lib/auth/sign-in";
import { action } from "@/lib/http/action";
import { failure, success } from "@/lib/http/outcome";
import { adminSections } from "@/lib/panel/sections";
import { safeReturnPath } from "@/lib/panel/return-path";
import { setMemberTeam } from "@/lib/leads/teams";
import { changeOwnPassword, createStaff, resetStaffPassword, setOwnDuty, setOwnStartPage, setStaffDisabled } from "./commands";
import { createFirstAdmin } from "./first-admin";
import { setSecondFactorRequiredOfAll } from "./second-factor";
import { signInStaff } from "./sign-in";

const COLLEGELIST = "/collegelist";

/**
 * The /admin and /collegelist log-in, step by step (the form sends everything it has so far): on
 * success the session cookie is set and the browser sent on; otherwise the refusal names the next step.
 */
export const logInStaff = action(
  { name: "staff log-in" },
  async (_call, input: { username: string; password: string; code?: string; newPassword?: string; next?: string }) => {
    const outcome = await signInStaff(input);
    if (!outcome.ok) return outcome;
    // /admin sends each role to its landing section.
    redirect(safeReturnPath(input?.next) ?? (input?.next === COLLEGELIST ? COLLEGELIST : "/admin"));
  },
);

/** The first admin, through the one-time link the server logged: open to anyone holding the link. */
export const createFirstAdminAction = action({ name: "first admin" }, async (_call, token: string, values: unknown) =>
  createFirstAdmin(token, values),
);

export async function logOutStaff(returnTo: "/admin" | "/collegelist" = "/admin"): Promise<void> {
  await signOutHere();
  redirect(returnTo === COLLEGELIST ? COLLEGELIST : "/admin");
}

const refreshList = () => revalidatePath(adminSections.staff.href);

export const addStaffMember = action(
  { name: "staff add", permission: "staff.manage" },
  async ({ caller }, input: { name: string; username: string; role: string; email: string }) => {
    const result = await createStaff(caller, input);
    if (result.ok) refreshList();
    return result;
  },
);

export const setStaffMemberDisabled = action(
  { name: "staff disable", permission: "staff.manage" },
  async ({ caller }, userId: string, disabled: boolean) => {
    const result = await setStaffDisabled(caller, String(userId), disabled === true);
    if (result.ok) refreshList();
    return result;
  },
);

/** A counsellor's team, chosen from the teams in use (managed in Lead Settings), or none. */
export const setStaffMemberTeam = action(
  { name: "staff team", permission: "staff.manage" },
  async ({ caller }, userId: string, teamId: string) => {
    const result = await setMemberTeam(caller, String(userId), typeof teamId === "string" ? teamId : "");
    if (result.ok) {
      refreshList();
      revalidatePath(adminSections.leadSettings.href);
    }
    return result;
  },
);

export const resetStaffMemberPassword = action(
  { name: "staff password reset", permission: "staff.manage" },
  async ({ caller }, userId: string) => resetStaffPassword(caller, String(userId)),
);

/** A counsellor's own on-duty switch (the Contact List): new leads rotate among those on duty. */
export const setMyDuty = action({ name: "duty switch", permission: "leads.rotation" }, async ({ caller }, onDuty: boolean) => {
  const result = await setOwnDuty(caller, onDuty);
  if (result.ok) revalidatePath(adminSections.contacts.href);
  return result;
});

/** "Start here after logging in" on the dashboard, and back. */
export const setMyStartPage = action(
  { name: "start page", permission: "panel.enter" },
  async ({ caller }, startPage: string | null) => {
    const result = await setOwnStartPage(caller, startPage);
    if (result.ok) revalidatePath(adminSections.dashboard.href);
    return result;
  },
);

/** The panel's Password page: ends every session of theirs, so the browser goes back to the log-in. */
export const changeMyPassword = action(
  { name: "staff password change", permission: "panel.enter" },
  async ({ caller }, input: { currentPassword: string; newPassword: string }) => changeOwnPassword(caller, input),
);

/** The Staff section's rule: a second factor for every staff member (admins always need one). */
export const requireSecondFactorOfAll = action(
  { name: "staff second-factor rule", permission: "staff.manage" },
  async ({ caller }, required: boolean) => {
    if (typeof required !== "boolean") return failure(400, "Say whether a second factor is required.");
    await setSecondFactorRequiredOfAll(caller.userId, required);
    refreshList();
    return success(
      required
        ? "Every staff member now logs in with a code from their app."
        : "Counsellors who have not set up an app log in with their password alone; admins still need a code.",
    );
  },
);
