import type { Metadata } from "next";
import Image from "next/image";
import { testimonialsPage as page } from "@/content/pages/testimonials";
import { testimonials } from "@/content/testimonials";
import { CtaBanner } from "@/components/sections/CtaBanner";
import { PageHero } from "@/components/sections/PageHero";
import { Section } from "@/components/sections/Section";
import { pageMetadata } from "@/lib/seo/metadata";

const path = "/testimonials";

export const metadata: Metadata = pageMetadata({ ...page.meta, path });

export default function TestimonialsPage() {
  return (
    <>
      <PageHero hero={page.hero} trail={[{ name: page.hero.eyebrow ?? page.hero.heading, path }]} />
      <Section id="stories" heading={page.listHeading} intro={page.intro}>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {testimonials.map((testimonial) => (
            <li key={testimonial.id} className="flex">
              <figure className="flex w-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
                <h3 className="text-lg font-semibold text-brand-900">{testimonial.title}</h3>
                <blockquote className="mt-3 flex-1 leading-7 text-slate-700">
                  <p>{testimonial.description}</p>
                </blockquote>
                <figcaption className="mt-5 flex items-center gap-3 border-t border-slate-100 pt-4">
                  <Image
                    src={testimonial.image.src}
                    alt={testimonial.image.alt}
                    width={160}
                    height={160}
                    className="h-14 w-14 rounded-full bg-brand-50"
                  />
                  <span>
                    <span className="block font-semibold text-slate-900">{testimonial.name}</span>
                    <span className="block text-sm text-slate-600">{testimonial.role}</span>
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </Section>
      <CtaBanner {...page.cta} />
    </>
  );
}
