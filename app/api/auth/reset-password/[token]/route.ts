import { resetPassword } from "@/lib/accounts/reset";
import { jsonFormRoute } from "@/lib/http/form-route";

type Context = { params: Promise<{ token: string }> };

/** POST /api/auth/reset-password/:token `{ password }` → `{ message }`. */
export async function POST(request: Request, { params }: Context): Promise<Response> {
  const { token } = await params;
  return jsonFormRoute("password reset", (input, ip) => resetPassword(token, input, ip))(request);
}
