"use client";

import { addCollege } from "@/lib/colleges/actions";
import { runAction } from "../run-action";
import { CollegeForm } from "./CollegeForm";

export function AddCollege() {
  return <CollegeForm submitLabel="Add college" save={(fields) => runAction(() => addCollege(fields))} />;
}
