import type { Metadata } from "next";
import { AdminToaster } from "@/components/admin/AdminToaster";
import { AddBlog } from "@/components/admin/blogs/AddBlog";
import { BlogList } from "@/components/admin/blogs/BlogList";
import { AddCollege } from "@/components/admin/colleges/AddCollege";
import { StaffLoginForm } from "@/components/admin/StaffLoginForm";
import { currentCaller } from "@/lib/auth/caller";
import { can, isStaffRole } from "@/lib/auth/permissions";
import { listBlogRows } from "@/lib/blogs/queries";
import { MAX_LIMIT } from "@/lib/http/paging";
import { toWireBlog } from "@/lib/blogs/wire";
import { logOutStaff } from "@/lib/staff/actions";

export const metadata: Metadata = { title: "College and blog desk", robots: { index: false, follow: false } };

const card = "rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6";

/**
 * /collegelist: the specification's simpler staff page (its own login form, college add, blog add,
 * blog list), on the same staff session and the same commands as /admin, for whoever may manage
 * both colleges and blogs.
 */
export default async function CollegeListDeskPage() {
  const caller = await currentCaller();
  if (!can(caller?.role, "colleges.manage") || !can(caller?.role, "blogs.manage")) {
    return (
      <div className="mx-auto max-w-sm px-4 py-12">
        <h1 className="text-2xl font-bold text-brand-900">College and blog desk</h1>
        {caller && isStaffRole(caller.role) ? (
          <p className="mt-4 text-slate-700">Your role does not allow this page. Ask an admin if you need it.</p>
        ) : (
          <>
            <p className="mt-1 text-sm text-slate-600">Log in with your admin account.</p>
            <StaffLoginForm next="/collegelist" />
          </>
        )}
      </div>
    );
  }
  const { items } = await listBlogRows(null, MAX_LIMIT);
  return (
    <div className="mx-auto max-w-4xl space-y-8 px-4 py-10">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-brand-900">College and blog desk</h1>
        <form action={logOutStaff.bind(null, "/collegelist")}>
          <button
            type="submit"
            className="rounded-full px-4 py-1.5 font-semibold text-brand-800 ring-1 ring-brand-800 hover:bg-brand-50"
          >
            Logout
          </button>
        </form>
      </div>
      <section aria-labelledby="desk-college" className={card}>
        <h2 id="desk-college" className="mb-4 text-xl font-semibold text-brand-900">
          Add a college
        </h2>
        <AddCollege />
      </section>
      <section aria-labelledby="desk-blog" className={card}>
        <h2 id="desk-blog" className="mb-4 text-xl font-semibold text-brand-900">
          Add a blog
        </h2>
        <AddBlog />
      </section>
      <section aria-labelledby="desk-blogs" className="space-y-4">
        <h2 id="desk-blogs" className="text-xl font-semibold text-brand-900">
          Blogs
        </h2>
        <BlogList blogs={items.map(toWireBlog)} />
      </section>
      <AdminToaster />
    </div>
  );
}
