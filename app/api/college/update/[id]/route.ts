import { updateCollege } from "@/lib/colleges/commands";
import { authoriseCollegeWrite, collegeWriteResponse, readWireCollege } from "@/lib/colleges/http";

/** PUT /api/college/update/:id with every field (staff only). */
export async function PUT(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const staff = await authoriseCollegeWrite(request);
  if (staff instanceof Response) return staff;
  const input = await readWireCollege(request);
  if (input instanceof Response) return input;
  const { id } = await params;
  const result = await updateCollege({ userId: staff.userId }, id, input);
  return collegeWriteResponse(result, { status: 200, message: "College Updated Successfully!" });
}
