"use server";

import { action } from "@/lib/http/action";
import { createCollege, deleteCollege, updateCollege, withWireCollege } from "./commands";

// The admin forms send the old API's shape, so both doors parse and answer alike.
export const addCollege = action({ name: "college add", permission: "colleges.manage" }, async ({ caller }, wire: unknown) =>
  withWireCollege(wire, (input) => createCollege(caller, input)),
);

export const editCollege = action(
  { name: "college edit", permission: "colleges.manage" },
  async ({ caller }, id: string, wire: unknown) => withWireCollege(wire, (input) => updateCollege(caller, String(id), input)),
);

export const removeCollege = action({ name: "college delete", permission: "colleges.manage" }, async ({ caller }, id: string) =>
  deleteCollege(caller, String(id)),
);
