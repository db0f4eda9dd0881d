import { listRegisteredUsers, toWireUser } from "@/lib/accounts/list";
import { registerAccount } from "@/lib/accounts/register";
import { jsonFormRoute } from "@/lib/http/form-route";
import { staffListRoute } from "@/lib/http/staff-list";

/** POST /api/auth/register `{ name, email, mobile, password }` → `{ message, success: true }`. */
export const POST = jsonFormRoute("registration", async (input, ip) => {
  const outcome = await registerAccount(input, ip);
  return outcome.ok ? { ...outcome, data: { success: true } } : outcome;
});

/** GET /api/auth/register: the registered users (staff only): `_id`, name, email, mobile; never a hash. */
export const GET = staffListRoute(({ q, cursor, limit }) => listRegisteredUsers({ q, cursor }, limit), toWireUser);
