/** A bulleted list with tick marks, for short points ("Pay after visa", "2+ years of experience"). */
export function CheckList({ items, className = "" }: { items: string[]; className?: string }) {
  return (
    <ul className={`space-y-3 ${className}`.trim()}>
      {items.map((item) => (
        <li key={item} className="flex gap-3 leading-7 text-slate-700">
          <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24" className="mt-0.5 shrink-0 text-chat-700">
            <circle cx="12" cy="12" r="11" fill="currentColor" opacity="0.12" />
            <path
              d="M7 12.5l3.2 3.2L17 9"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.4"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
