import Link from "next/link";

/** A section the caller's role may not open (403, from requireStaffPage). */
export default function Forbidden() {
  return (
    <section aria-labelledby="forbidden-title" className="rounded-xl bg-white p-6 shadow-sm">
      <h1 id="forbidden-title" className="text-xl font-bold text-brand-900">
        Not available to your role
      </h1>
      <p className="mt-2 text-slate-700">Your role does not allow this section. Ask an admin if you need it.</p>
      <Link href="/admin" className="mt-4 inline-block font-semibold text-brand-800 underline">
        Back to your sections
      </Link>
    </section>
  );
}
