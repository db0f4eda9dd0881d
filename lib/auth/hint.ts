/** Setting and clearing the header's signed-in hint (lib/site/signed-in.ts) with the session. */
import { cookies } from "next/headers";
import { SIGNED_IN_HINT } from "@/lib/site/signed-in";
import { VISITOR_SESSION_SECONDS } from "./sessions";

export async function setSignedInHint(): Promise<void> {
  (await cookies()).set(SIGNED_IN_HINT, "1", { path: "/", sameSite: "lax", maxAge: VISITOR_SESSION_SECONDS, httpOnly: false });
}

export async function clearSignedInHint(): Promise<void> {
  (await cookies()).delete(SIGNED_IN_HINT);
}
