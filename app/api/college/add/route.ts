import { createCollege, withWireCollege } from "@/lib/colleges/commands";
import { route } from "@/lib/http/route";

/** POST /api/college/add with every field of the old API's college → 201 `{ message, college }`. */
export const POST = route(
  { name: "college add", permission: "colleges.manage", body: "json", successStatus: 201 },
  ({ caller, body }) => withWireCollege(body, (input) => createCollege(caller, input)),
);
