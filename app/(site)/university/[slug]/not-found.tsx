import Link from "next/link";

// Inside the site shell, with the sentence the specification keeps for a missing university.
export default function UniversityNotFound() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-16 text-center">
      <h1 className="text-3xl font-extrabold text-brand-900">University data not available.</h1>
      <p className="mt-4 text-slate-700">The link may be old or mistyped. Browse the universities by country instead.</p>
      <Link
        href="/aboradstudy"
        className="mt-6 inline-block rounded-full bg-brand-800 px-6 py-3 font-semibold text-white hover:bg-brand-700"
      >
        See universities to study abroad
      </Link>
    </div>
  );
}
