import Image from "next/image";
import { mission, story, vision } from "@/content/about";

/** Our story, then the vision and mission cards. */
export function StoryVisionMission() {
  return (
    <section aria-labelledby="story-heading" className="bg-brand-50 py-14">
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 md:grid-cols-2">
        <div>
          <h2 id="story-heading" className="text-2xl font-extrabold text-brand-900 sm:text-3xl">
            {story.heading}
          </h2>
          {story.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-4 text-slate-700">
              {paragraph}
            </p>
          ))}
        </div>
        {story.image && (
          <Image
            src={story.image.src}
            alt={story.image.alt}
            width={800}
            height={600}
            sizes="(min-width: 768px) 50vw, 100vw"
            className="h-auto w-full rounded-xl"
          />
        )}
      </div>
      <div className="mx-auto mt-12 grid max-w-7xl gap-6 px-4 md:grid-cols-2">
        {[vision, mission].map((card) => (
          <article key={card.title} className="flex gap-4 rounded-xl bg-white p-6 shadow-sm">
            {card.image && <Image src={card.image.src} alt="" width={96} height={96} className="h-14 w-14 shrink-0" />}
            <div>
              <h3 className="text-xl font-bold text-brand-900">{card.title}</h3>
              <p className="mt-2 text-slate-700">{card.text}</p>
            </div>
          </article>
        ))}
      </div>
    </section>
  );
}
