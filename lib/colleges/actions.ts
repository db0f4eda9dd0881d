"use server";

import { z } from "zod";
import { action } from "@/lib/http/action";
import { formValues, recordId } from "@/lib/http/action-args";
import { createCollege, deleteCollege, updateCollege, withWireCollege } from "./commands";

// The admin forms send the old API's shape, so both doors parse and answer alike.
export const addCollege = action(
  { name: "college add", permission: "colleges.manage", args: z.tuple([formValues]) },
  async ({ caller }, wire) => withWireCollege(wire, (input) => createCollege(caller, input)),
);

export const editCollege = action(
  { name: "college edit", permission: "colleges.manage", args: z.tuple([recordId, formValues]) },
  async ({ caller }, id, wire) => withWireCollege(wire, (input) => updateCollege(caller, id, input)),
);

export const removeCollege = action(
  { name: "college delete", permission: "colleges.manage", args: z.tuple([recordId]) },
  async ({ caller }, id) => deleteCollege(caller, id),
);
