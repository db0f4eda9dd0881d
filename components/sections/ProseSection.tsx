import Image from "next/image";
import type { Prose } from "@/content/schema";
import { Section, type SectionTone } from "@/components/sections/Section";

/** A titled block of paragraphs, with its illustration (800×600) beside it when it has one. */
export function ProseSection({
  id,
  prose,
  tone,
  children,
}: {
  id: string;
  prose: Prose;
  tone?: SectionTone;
  /** Extra content under the paragraphs (a partner note, a list…). */
  children?: React.ReactNode;
}) {
  const text = (
    <div className="max-w-3xl space-y-4 text-base leading-7 text-slate-700 sm:text-lg sm:leading-8">
      {prose.paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      {children}
    </div>
  );
  return (
    <Section id={id} heading={prose.heading} tone={tone}>
      {prose.image ? (
        <div className="grid items-center gap-8 lg:grid-cols-2">
          {text}
          <Image
            src={prose.image.src}
            alt={prose.image.alt}
            width={800}
            height={600}
            sizes="(min-width: 1024px) 40rem, 100vw"
            className="h-auto w-full rounded-2xl"
          />
        </div>
      ) : (
        text
      )}
    </Section>
  );
}
