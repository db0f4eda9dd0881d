import { toast } from "sonner";

/**
 * Runs an admin server action and says how it went in a toast: the answer's message, or "Server
 * error" when the call itself failed (network, server down). Returns the answer, or null then.
 */
export async function runAction<Answer extends { ok: boolean; message: string }>(
  call: () => Promise<Answer>,
): Promise<Answer | null> {
  try {
    const answer = await call();
    if (answer.ok) toast.success(answer.message);
    else toast.error(answer.message);
    return answer;
  } catch {
    toast.error("Server error");
    return null;
  }
}
