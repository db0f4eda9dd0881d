import { route } from "@/lib/http/route";
import { jsonAnswer } from "@/lib/http/respond";

// Answered afresh on every call, whatever the framework's defaults for GET handlers become.
export const dynamic = "force-dynamic";

/** The process is up and answering (liveness): touches nothing else. */
export const GET = route({ name: "health", quiet: true }, async () => jsonAnswer(200, { status: "ok" }));
