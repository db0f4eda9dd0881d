import { updateCollege, withWireCollege } from "@/lib/colleges/commands";
import { route } from "@/lib/http/route";

/** PUT /api/college/update/:id with every field → `{ message, college }`. */
export const PUT = route({ name: "college update", permission: "colleges.manage", body: "json" }, ({ caller, body, params }) =>
  withWireCollege(body, (input) => updateCollege(caller, params.id!, input)),
);
