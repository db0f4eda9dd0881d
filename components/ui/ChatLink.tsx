import { chatLink } from "@/lib/site/chat";

/** A call to action that opens the WhatsApp counselling chat, greeting prefilled, in a new tab. */
export function ChatLink({
  greeting,
  className,
  children,
}: {
  greeting?: string;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <a href={chatLink(greeting)} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      <span className="sr-only"> (opens WhatsApp in a new tab)</span>
    </a>
  );
}
