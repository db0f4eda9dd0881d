import Image from "next/image";
import { hero } from "@/content/about";

export function AboutBanner() {
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto grid max-w-7xl items-center gap-8 px-4 py-10 md:grid-cols-2 md:py-16">
        <div>
          {hero.eyebrow && <p className="text-sm font-bold uppercase tracking-wide text-amber-700">{hero.eyebrow}</p>}
          <h1 className="mt-2 text-3xl font-extrabold leading-tight text-brand-900 sm:text-5xl">{hero.heading}</h1>
          {hero.text && <p className="mt-4 text-lg text-slate-700">{hero.text}</p>}
        </div>
        <Image
          src={hero.image.src}
          alt={hero.image.alt}
          width={1200}
          height={500}
          sizes="(min-width: 768px) 50vw, 100vw"
          preload
          className="h-auto w-full"
        />
      </div>
    </section>
  );
}
