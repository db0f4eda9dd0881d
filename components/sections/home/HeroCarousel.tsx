import Image from "next/image";
import Link from "next/link";
import { carouselSettings, slides } from "@/content/home";
import { site } from "@/content/site";
import type { Slide } from "@/content/schema";
import { Carousel } from "@/components/ui/Carousel";
import { ChatLink } from "@/components/ui/ChatLink";

const chatButton =
  "inline-flex items-center gap-2 rounded-full bg-chat-700 px-5 py-3 font-semibold text-white shadow hover:brightness-110";

/** The six-step hub of the first slide: each step opens its service page. */
function Hub({ steps }: { steps: NonNullable<Slide["hub"]> }) {
  return (
    <ol className="mt-5 grid grid-cols-2 gap-2 sm:grid-cols-3" aria-label="Your journey in six steps">
      {steps.map((step, i) => (
        <li key={step.label}>
          <Link
            href={step.href}
            className="flex h-full items-center gap-2 rounded-lg border border-brand-100 bg-white px-3 py-2 text-sm font-semibold text-brand-900 shadow-sm transition hover:-translate-y-0.5 hover:border-accent-500 hover:shadow-md focus-visible:border-accent-500"
          >
            <span
              aria-hidden="true"
              className="grid h-7 w-7 shrink-0 place-items-center rounded-full bg-brand-800 text-xs text-white"
            >
              {i + 1}
            </span>
            {step.label}
          </Link>
        </li>
      ))}
    </ol>
  );
}

/** The two technology partners, compact: their partner colleges open on demand. */
function Providers({ providers }: { providers: NonNullable<Slide["providers"]> }) {
  return (
    <div className="mt-4 grid gap-3 sm:grid-cols-2">
      {providers.map((provider) => (
        <div key={provider.name} className="rounded-lg border border-brand-100 bg-white p-3 text-sm shadow-sm">
          <h3 className="font-bold text-brand-900">{provider.name}</h3>
          <p className="mt-1 font-semibold text-brand-700">{provider.claims.join(" · ")}</p>
          <details className="mt-1">
            <summary className="cursor-pointer font-medium text-brand-800">Partner colleges</summary>
            <p className="mt-1 text-slate-700">{provider.summary}</p>
            <ul className="mt-1 list-disc pl-5 text-slate-700">
              {provider.partnerColleges.map((college) => (
                <li key={college}>{college}</li>
              ))}
            </ul>
          </details>
        </div>
      ))}
    </div>
  );
}

function SlideContent({ slide, first }: { slide: Slide; first: boolean }) {
  return (
    <div className="mx-auto grid h-full max-w-7xl content-center items-center gap-6 px-4 py-8 md:grid-cols-2 md:py-12">
      <div>
        {slide.eyebrow && <p className="text-sm font-bold uppercase tracking-wide text-amber-700">{slide.eyebrow}</p>}
        <h2 className="mt-2 text-2xl font-extrabold leading-tight text-brand-900 sm:text-4xl">{slide.heading}</h2>
        {/* On a phone the partner cards say it all; the slide stays as short as the others. */}
        <p className={`mt-3 text-slate-700 sm:text-lg ${slide.providers ? "hidden sm:block" : ""}`}>{slide.text}</p>
        {slide.hub && <Hub steps={slide.hub} />}
        {slide.highlights && (
          <ul className="mt-4 flex flex-wrap gap-2">
            {slide.highlights.map((highlight) => (
              <li key={highlight} className="rounded-full bg-brand-100 px-3 py-1 text-sm font-semibold text-brand-900">
                {highlight}
              </li>
            ))}
          </ul>
        )}
        {slide.providers && <Providers providers={slide.providers} />}
        <ChatLink className={`${chatButton} mt-6`}>{slide.chatLabel}</ChatLink>
      </div>
      <Image
        src={slide.image.src}
        alt={slide.image.alt}
        width={1200}
        height={675}
        sizes="(min-width: 768px) 50vw, 100vw"
        // Only the first slide is loaded with the page; the others wait until they come near view.
        preload={first}
        loading={first ? undefined : "lazy"}
        className="hidden h-auto w-full sm:block"
      />
    </div>
  );
}

/**
 * Home section 2: the six-slide carousel. The page's h1 sits outside it: slides out of view are
 * inert, and the main heading must never be.
 */
export function HeroCarousel() {
  return (
    <div className="bg-gradient-to-b from-brand-50 to-white">
      <h1 className="sr-only">{`${site.name}: ${site.tagline}`}</h1>
      <Carousel
        label="Highlights"
        slideTitles={slides.map((slide) => slide.heading)}
        speedMs={carouselSettings.speedMs}
        autoplayDelayMs={carouselSettings.autoplayDelayMs}
      >
        {slides.map((slide, i) => (
          <SlideContent key={slide.id} slide={slide} first={i === 0} />
        ))}
      </Carousel>
    </div>
  );
}
