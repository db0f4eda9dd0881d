import type { Metadata } from "next";
import { AddCollege } from "@/components/admin/colleges/AddCollege";
import { requireSection } from "@/lib/auth/page";

export const metadata: Metadata = { title: "College Add" };

/** Where an admin lands after logging in. */
export default async function CollegeAddPage() {
  await requireSection("collegeAdd");
  return (
    <section aria-labelledby="college-add-title" className="space-y-4">
      <h1 id="college-add-title" className="text-2xl font-bold text-brand-900">
        College Add
      </h1>
      <div className="rounded-xl bg-white p-4 shadow-sm sm:p-6">
        <AddCollege />
      </div>
    </section>
  );
}
