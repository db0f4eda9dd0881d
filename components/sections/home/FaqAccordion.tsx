/**
 * The FAQ accordion as native disclosure widgets, with no JavaScript: sharing one `name`, the
 * browser keeps one answer open at a time (opening one closes the other), and activating the open
 * question closes it. Closed answers stay in the page, so search engines still read them.
 */
export function FaqAccordion({ items }: { items: { question: string; answer: string }[] }) {
  return (
    <div className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
      {items.map((item, i) => (
        <details key={item.question} name="faq" open={i === 0} className="group">
          <summary
            id={`faq-q${i}`}
            aria-controls={`faq-a${i}`}
            className="flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 text-left font-semibold text-brand-900 hover:bg-brand-50 [&::-webkit-details-marker]:hidden"
          >
            <h3>{item.question}</h3>
            <svg
              aria-hidden="true"
              width="20"
              height="20"
              viewBox="0 0 20 20"
              fill="currentColor"
              className="shrink-0 transition-transform group-open:rotate-180"
            >
              <path d="M5.3 7.3a1 1 0 011.4 0L10 10.6l3.3-3.3a1 1 0 111.4 1.4l-4 4a1 1 0 01-1.4 0l-4-4a1 1 0 010-1.4z" />
            </svg>
          </summary>
          <div id={`faq-a${i}`} role="region" aria-labelledby={`faq-q${i}`} className="px-5 pb-5 text-slate-700">
            <p>{item.answer}</p>
          </div>
        </details>
      ))}
    </div>
  );
}
