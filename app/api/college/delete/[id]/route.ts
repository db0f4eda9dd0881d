import { deleteCollege } from "@/lib/colleges/commands";
import { authoriseCollegeWrite, collegeWriteResponse } from "@/lib/colleges/http";

/** DELETE /api/college/delete/:id (staff only). */
export async function DELETE(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const staff = await authoriseCollegeWrite(request);
  if (staff instanceof Response) return staff;
  const { id } = await params;
  const result = await deleteCollege({ userId: staff.userId }, id);
  return collegeWriteResponse(result, { status: 200, message: "College Deleted Successfully!" });
}
