import Link from "next/link";
import type { Cta } from "@/content/schema";
import { ChatLink } from "@/components/ui/ChatLink";

const variants = {
  primary: "bg-accent-500 text-brand-950 hover:bg-accent-400",
  secondary: "border-2 border-brand-800 text-brand-900 hover:bg-brand-50",
  onDark: "bg-white text-brand-900 hover:bg-accent-400",
} as const;

export type CtaVariant = keyof typeof variants;

const base =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-6 py-2.5 text-center font-semibold transition-colors";

function ChatIcon() {
  return (
    <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="currentColor" className="shrink-0">
      <path d="M12 2a10 10 0 00-8.6 15.1L2 22l5-1.3A10 10 0 1012 2zm0 18.2c-1.6 0-3.1-.4-4.4-1.2l-.3-.2-3 .8.8-2.9-.2-.3A8.2 8.2 0 1112 20.2z" />
    </svg>
  );
}

/**
 * Renders any call to action of the content schema. A "button" had no target on the old site;
 * rather than ship a dead control, it opens the counselling chat like the other chat buttons.
 */
export function CtaLink({ cta, variant = "primary", className = "" }: { cta: Cta; variant?: CtaVariant; className?: string }) {
  const classes = `${base} ${variants[variant]} ${className}`.trim();
  switch (cta.kind) {
    case "link":
      return (
        <Link href={cta.href} className={classes}>
          {cta.label}
        </Link>
      );
    case "external":
      return (
        <a href={cta.href} target="_blank" rel="noopener noreferrer" className={classes}>
          {cta.label}
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      );
    case "chat":
    case "button":
      return (
        <ChatLink greeting={cta.kind === "chat" ? cta.greeting : undefined} className={classes}>
          <ChatIcon />
          {cta.label}
        </ChatLink>
      );
  }
}
