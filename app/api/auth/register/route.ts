import { listRegisteredUsers, toWireUser } from "@/lib/accounts/list";
import { registerAccount } from "@/lib/accounts/register";
import { listRoute } from "@/lib/http/list-route";
import { route } from "@/lib/http/route";

/** POST /api/auth/register `{ name, email, mobile, password }` → `{ message, success: true }`. */
export const POST = route({ name: "registration", body: "json" }, async ({ body, ip }) => {
  const outcome = await registerAccount(body, ip);
  return outcome.ok ? { ...outcome, data: { success: true } } : outcome;
});

/** GET /api/auth/register: the registered users (staff only): `_id`, name, email, mobile; never a hash. */
export const GET = listRoute(
  { name: "user list", permission: "users.read", staff: { audit: { action: "account.list", entityType: "User" } } },
  ({ filter, cursor, limit }) => listRegisteredUsers({ q: filter.q, cursor }, limit),
  toWireUser,
);
