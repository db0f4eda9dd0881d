"use server";

import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import { signOutHere } from "@/lib/auth/sign-in";
import { z } from "zod";
import { action } from "@/lib/http/action";
import { flag, formValues, recordId, text } from "@/lib/http/action-args";
import { success } from "@/lib/http/outcome";
import { adminSections, START_PAGES, type StartPage } from "@/lib/panel/sections";
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
  {
    name: "staff log-in",
    args: z.tuple([
      z.object({
        username: z.string(),
        password: z.string(),
        code: z.string().optional(),
        newPassword: z.string().optional(),
        next: z.string().optional(),
      }),
    ]),
  },
  async (_call, input) => {
    const outcome = await signInStaff(input);
    if (!outcome.ok) return outcome;
    // /admin sends each role to its landing section.
    redirect(safeReturnPath(input.next) ?? (input.next === COLLEGELIST ? COLLEGELIST : "/admin"));
  },
);

/** The first admin, through the one-time link the server logged: open to anyone holding the link. */
export const createFirstAdminAction = action(
  { name: "first admin", args: z.tuple([text, formValues]) },
  async (_call, token, values) => createFirstAdmin(token, values),
);

export async function logOutStaff(returnTo: "/admin" | "/collegelist" = "/admin"): Promise<void> {
  await signOutHere();
  redirect(returnTo === COLLEGELIST ? COLLEGELIST : "/admin");
}

const refreshList = () => revalidatePath(adminSections.staff.href);

export const addStaffMember = action(
  { name: "staff add", permission: "staff.manage", args: z.tuple([formValues]) },
  async ({ caller }, input) => {
    const result = await createStaff(caller, input);
    if (result.ok) refreshList();
    return result;
  },
);

export const setStaffMemberDisabled = action(
  { name: "staff disable", permission: "staff.manage", args: z.tuple([recordId, flag]) },
  async ({ caller }, userId, disabled) => {
    const result = await setStaffDisabled(caller, userId, disabled);
    if (result.ok) refreshList();
    return result;
  },
);

/** A counsellor's team, chosen from the teams in use (managed in Lead Settings), or none. */
export const setStaffMemberTeam = action(
  { name: "staff team", permission: "staff.manage", args: z.tuple([recordId, text]) },
  async ({ caller }, userId, teamId) => {
    const result = await setMemberTeam(caller, userId, teamId);
    if (result.ok) {
      refreshList();
      revalidatePath(adminSections.leadSettings.href);
    }
    return result;
  },
);

export const resetStaffMemberPassword = action(
  { name: "staff password reset", permission: "staff.manage", args: z.tuple([recordId]) },
  async ({ caller }, userId) => resetStaffPassword(caller, userId),
);

/** A counsellor's own on-duty switch (the Contact List): new leads rotate among those on duty. */
export const setMyDuty = action(
  { name: "duty switch", permission: "leads.rotation", args: z.tuple([flag]) },
  async ({ caller }, onDuty) => {
    const result = await setOwnDuty(caller, onDuty);
    if (result.ok) revalidatePath(adminSections.leads.href);
    return result;
  },
);

/** "Start here after logging in" on the dashboard, and back. */
export const setMyStartPage = action(
  {
    name: "start page",
    permission: "panel.enter",
    args: z.tuple([z.enum(Object.keys(START_PAGES) as [StartPage, ...StartPage[]]).nullable()]),
  },
  async ({ caller }, startPage) => {
    const result = await setOwnStartPage(caller, startPage);
    if (result.ok) revalidatePath(adminSections.dashboard.href);
    return result;
  },
);

/** The panel's Password page: ends every session of theirs, so the browser goes back to the log-in. */
export const changeMyPassword = action(
  { name: "staff password change", permission: "panel.enter", args: z.tuple([formValues]) },
  async ({ caller }, input) => changeOwnPassword(caller, input),
);

/** The Staff section's rule: a second factor for every staff member (admins always need one). */
export const requireSecondFactorOfAll = action(
  { name: "staff second-factor rule", permission: "staff.manage", args: z.tuple([flag]) },
  async ({ caller }, required) => {
    await setSecondFactorRequiredOfAll(caller.userId, required);
    refreshList();
    return success(
      required
        ? "Every staff member now logs in with a code from their app."
        : "Counsellors who have not set up an app log in with their password alone; admins still need a code.",
    );
  },
);
