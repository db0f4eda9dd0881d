import { deleteCollege } from "@/lib/colleges/commands";
import { route } from "@/lib/http/route";

/** DELETE /api/college/delete/:id → `{ message, college }` (what was removed). */
export const DELETE = route({ name: "college delete", permission: "colleges.manage" }, ({ caller, params }) =>
  deleteCollege(caller, params.id!),
);
