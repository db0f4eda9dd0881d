import { listRegisteredUsers, toWireUser } from "@/lib/accounts/list";
import { staffListRoute } from "@/lib/http/staff-list";

/** GET /api/auth/register: the registered users (staff only): `_id`, name, email, mobile; never a hash. */
export const GET = staffListRoute(({ q, cursor, limit }) => listRegisteredUsers({ q, cursor }, limit), toWireUser);
