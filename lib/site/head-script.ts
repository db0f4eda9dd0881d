import { SIGNED_IN_SCRIPT } from "@/lib/site/signed-in";
import { VISIT_SCRIPT } from "@/lib/site/visit";

/**
 * The one inline script of the root layout, run before the first paint: the header's signed-in
 * state and the visit's landing tags. A page rendered per request allows it by its hash
 * (proxy.ts), as React writes it without the request's nonce.
 */
export const HEAD_SCRIPT = SIGNED_IN_SCRIPT + VISIT_SCRIPT;
