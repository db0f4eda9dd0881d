import Image from "next/image";
import type { Feature, FeatureSection } from "@/content/schema";
import { Section, type SectionTone } from "@/components/sections/Section";

const columnClasses = {
  2: "sm:grid-cols-2",
  3: "sm:grid-cols-2 lg:grid-cols-3",
  4: "sm:grid-cols-2 lg:grid-cols-4",
} as const;

export type Columns = keyof typeof columnClasses;

/** Cards with a title, a short text and an optional icon (96×96 illustrations). */
export function FeatureCards({
  items,
  columns = 4,
  numbered = false,
}: {
  items: Feature[];
  columns?: Columns;
  /** Shows the position of each card: for steps of a process. */
  numbered?: boolean;
}) {
  const List = numbered ? "ol" : "ul";
  return (
    <List className={`grid gap-5 ${columnClasses[columns]}`}>
      {items.map((item, index) => (
        <li key={item.title} className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
          {item.image && <Image src={item.image.src} alt={item.image.alt} width={64} height={64} className="mb-4 h-16 w-16" />}
          {numbered && (
            <span
              aria-hidden="true"
              className="mb-4 flex h-10 w-10 items-center justify-center rounded-full bg-brand-800 text-lg font-bold text-white"
            >
              {index + 1}
            </span>
          )}
          <h3 className="text-lg font-semibold text-brand-900">{item.title}</h3>
          <p className="mt-2 leading-7 text-slate-700">{item.text}</p>
        </li>
      ))}
    </List>
  );
}

/** A titled section of feature cards, straight from a content `featureSectionSchema` block. */
export function FeatureGrid({
  id,
  section,
  columns,
  numbered,
  tone,
}: {
  id: string;
  section: FeatureSection;
  columns?: Columns;
  numbered?: boolean;
  tone?: SectionTone;
}) {
  return (
    <Section id={id} heading={section.heading} intro={section.intro} tone={tone}>
      <FeatureCards items={section.items} columns={columns ?? (section.items.length % 3 === 0 ? 3 : 4)} numbered={numbered} />
    </Section>
  );
}
