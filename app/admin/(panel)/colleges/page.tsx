import type { Metadata } from "next";
import { CollegeList } from "@/components/admin/colleges/CollegeList";
import { requireSection } from "@/lib/auth/page";
import { listCollegeRows } from "@/lib/colleges/queries";
import { toWireCollege } from "@/lib/colleges/wire";

export const metadata: Metadata = { title: "College List" };

export default async function CollegeListPage() {
  await requireSection("collegeList");
  const colleges = (await listCollegeRows()).map(toWireCollege);
  return (
    <section aria-labelledby="college-list-title" className="space-y-4">
      <h1 id="college-list-title" className="text-2xl font-bold text-brand-900">
        College List
      </h1>
      <CollegeList colleges={colleges} />
    </section>
  );
}
