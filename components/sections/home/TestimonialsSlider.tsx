import Image from "next/image";
import { testimonialsSection } from "@/content/home";
import { testimonials } from "@/content/testimonials";
import { CardSlider } from "@/components/ui/CardSlider";
import { ChatLink } from "@/components/ui/ChatLink";
import { SectionHeading } from "@/components/ui/SectionHeading";

/** Home section 10: seven testimonials, three in view (two under 1024 px, one under 768 px). */
export function TestimonialsSlider() {
  return (
    <section id="testimonials" aria-labelledby="testimonials-heading" className="scroll-mt-24 bg-brand-50 py-14">
      <div className="mx-auto max-w-7xl px-4">
        <SectionHeading id="testimonials-heading" heading={testimonialsSection.heading} intro={testimonialsSection.intro} />
        <div className="mt-10">
          <CardSlider label="Student testimonials" itemName="testimonial">
            {testimonials.map((testimonial) => (
              <figure key={testimonial.id} className="flex h-full flex-col rounded-xl bg-white p-6 shadow-sm">
                <h3 className="text-lg font-bold text-brand-900">{testimonial.title}</h3>
                <blockquote className="mt-3 flex-1 text-slate-700">
                  <p>{testimonial.description}</p>
                </blockquote>
                <figcaption className="mt-5 flex items-center gap-3">
                  <Image
                    src={testimonial.image.src}
                    alt=""
                    width={160}
                    height={160}
                    sizes="56px"
                    className="h-14 w-14 rounded-full"
                  />
                  <span>
                    <span className="block font-bold text-brand-900">{testimonial.name}</span>
                    <span className="block text-sm text-slate-700">{testimonial.role}</span>
                  </span>
                </figcaption>
              </figure>
            ))}
          </CardSlider>
        </div>
        <p className="mt-8 text-center">
          <ChatLink
            greeting="Hello, I would like to book a career counselling session."
            className="inline-flex items-center gap-2 rounded-full bg-chat-700 px-6 py-3 font-semibold text-white hover:brightness-110"
          >
            {testimonialsSection.bookLabel}
          </ChatLink>
        </p>
      </div>
    </section>
  );
}
