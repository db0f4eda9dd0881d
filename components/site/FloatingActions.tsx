import { LeadModalTrigger } from "@/components/forms/LeadModalTrigger";
import { formNotice } from "@/lib/privacy/notice";
import { site } from "@/content/site";
import { chatLink } from "@/lib/site/chat";
import { KeepControlsClear } from "./KeepControlsClear";

/**
 * The fixed WhatsApp chat link and the floating "Free Counselling" button that opens the lead modal.
 * The page keeps its content and keyboard focus clear of them through the rules keyed to
 * #quick-contact in app/globals.css (scroll padding, room below the footer).
 */
export function FloatingActions() {
  return (
    <aside id="quick-contact" aria-label="Quick contact">
      <KeepControlsClear />
      <LeadModalTrigger
        href="/contact#counselling-form"
        copy={{ ...site.leadModal, notice: formNotice("lead") }}
        className="fixed bottom-5 left-4 z-30 rounded-full bg-accent-500 px-4 py-3 text-sm font-semibold text-brand-950 shadow-lg hover:bg-accent-400 sm:px-5 sm:text-base"
      >
        {site.freeCounsellingLabel}
      </LeadModalTrigger>
      <a
        href={chatLink()}
        target="_blank"
        rel="noopener noreferrer"
        className="fixed bottom-5 right-4 z-30 flex h-14 w-14 items-center justify-center rounded-full bg-chat-700 text-white shadow-lg hover:brightness-110"
      >
        <svg aria-hidden="true" width="30" height="30" viewBox="0 0 24 24" fill="currentColor">
          <path d="M12 2a10 10 0 00-8.6 15.1L2 22l5-1.3A10 10 0 1012 2zm0 18.2c-1.6 0-3.1-.4-4.4-1.2l-.3-.2-3 .8.8-2.9-.2-.3A8.2 8.2 0 1112 20.2zm4.5-6.1c-.2-.1-1.5-.7-1.7-.8s-.4-.1-.6.1l-.8 1c-.1.2-.3.2-.5.1a6.7 6.7 0 01-3.3-2.9c-.3-.4.3-.4.8-1.4.1-.2 0-.3 0-.4l-.8-1.8c-.2-.5-.4-.4-.6-.4h-.5a1 1 0 00-.7.3 3 3 0 00-.9 2.2 5.2 5.2 0 001.1 2.8 11.9 11.9 0 004.6 4c1.7.7 2.4.8 3.2.7.5-.1 1.5-.6 1.8-1.2.2-.6.2-1.1.1-1.2z" />
        </svg>
        <span className="sr-only">Chat with us on WhatsApp (opens in a new tab)</span>
      </a>
    </aside>
  );
}
