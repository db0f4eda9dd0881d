import { createCollege } from "@/lib/colleges/commands";
import { authoriseCollegeWrite, collegeWriteResponse, readWireCollege } from "@/lib/colleges/http";

/** POST /api/college/add (staff only). */
export async function POST(request: Request) {
  const staff = await authoriseCollegeWrite(request);
  if (staff instanceof Response) return staff;
  const input = await readWireCollege(request);
  if (input instanceof Response) return input;
  const result = await createCollege({ userId: staff.userId }, input);
  return collegeWriteResponse(result, { status: 201, message: "College Added Successfully!" });
}
