import { route } from "@/lib/http/route";
import { failure } from "@/lib/http/outcome";
import { ownDataExport } from "@/lib/privacy/rights/account";

/** GET /api/auth/my-data: the signed-in visitor's data, as a JSON download ("Download my data" on the profile). */
export const GET = route({ name: "my data", permission: "account.own" }, async ({ caller }) => {
  const data = await ownDataExport(caller.userId);
  if (!data) return failure(401, "Please log in again.");
  return new Response(JSON.stringify(data, null, 2), {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": 'attachment; filename="my-data.json"',
      "Cache-Control": "no-store",
    },
  });
});
