import Link from "next/link";
import { site } from "@/content/site";

export default function HomePage() {
  return (
    <section className="bg-brand-50">
      <div className="mx-auto max-w-7xl px-4 py-16">
        <h1 className="text-4xl font-extrabold text-brand-900">{site.name}</h1>
        <p className="mt-4 max-w-2xl text-lg text-slate-700">{site.tagline}</p>
        <Link href="/contact" className="mt-8 inline-block rounded-full bg-brand-800 px-6 py-3 font-semibold text-white">
          Contact us
        </Link>
      </div>
    </section>
  );
}
