"use client";

import { contactAttemptAction } from "@/lib/leads/actions";
import { whatsAppLink } from "@/lib/leads/templates/reply";
import type { ContactChannel } from "@/lib/leads/work";

const primary = "rounded-full px-5 py-2.5 font-semibold text-white";

/**
 * One-tap call, WhatsApp and e-mail. Each tap is recorded (the lead's history, and its first
 * response when it is one) without holding up the phone app or the chat it opens.
 */
export function ContactLinks({ leadId, mobile, email }: { leadId: string; mobile: string; email: string }) {
  const record = (channel: ContactChannel) => () => void contactAttemptAction(leadId, channel).catch(() => undefined);
  return (
    <div className="flex flex-wrap gap-2">
      <a href={`tel:${mobile}`} onClick={record("call")} className={`${primary} bg-brand-800`}>
        Call {mobile}
      </a>
      <a
        href={whatsAppLink(mobile)}
        target="_blank"
        rel="noopener noreferrer"
        onClick={record("whatsapp")}
        className={`${primary} bg-chat-700`}
      >
        WhatsApp
      </a>
      <a
        href={`mailto:${email}`}
        onClick={record("email")}
        className="rounded-full px-5 py-2.5 font-semibold text-brand-800 ring-1 ring-brand-800"
      >
        E-mail
      </a>
    </div>
  );
}
