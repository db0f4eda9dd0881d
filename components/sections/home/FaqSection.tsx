import { faqSection } from "@/content/home";
import { faqs } from "@/content/faqs";
import { ChatLink } from "@/components/ui/ChatLink";
import { SectionHeading } from "@/components/ui/SectionHeading";
import { FaqAccordion } from "./FaqAccordion";

/** Home section 9: six questions, one answer open at a time. */
export function FaqSection() {
  return (
    <section aria-labelledby="faq-heading" className="mx-auto max-w-3xl px-4 py-14">
      <SectionHeading id="faq-heading" heading={faqSection.heading} intro={faqSection.intro} />
      <div className="mt-8">
        <FaqAccordion items={faqs} />
      </div>
      <p className="mt-8 text-center">
        <ChatLink
          greeting="Hello, I have a question about Disha's services."
          className="inline-flex items-center gap-2 rounded-full bg-chat-700 px-6 py-3 font-semibold text-white hover:brightness-110"
        >
          {faqSection.askLabel}
        </ChatLink>
      </p>
    </section>
  );
}
