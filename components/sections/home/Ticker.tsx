import { ticker } from "@/content/home";
import { withSession } from "@/lib/site/admission-session";
import styles from "./Ticker.module.css";

/**
 * The scrolling "Get admission now" strip, pure CSS: the messages are drawn twice and slid by half
 * the width for a seamless loop. It stops while hovered and with the pause switch (for keyboard
 * users). Visitors who prefer reduced motion get a static, wrapping list instead.
 */
export function Ticker() {
  const today = new Date();
  const items = (copy: boolean) =>
    ticker.map((message, i) => (
      <li
        key={`${copy}-${i}`}
        aria-hidden={copy || undefined}
        className={`flex items-center gap-3 whitespace-nowrap pr-10 ${copy ? "motion-reduce:hidden" : ""}`}
      >
        <span aria-hidden="true" className="text-accent-400">
          ★
        </span>
        {withSession(message, today)}
      </li>
    ));
  return (
    <section
      aria-label="Announcements"
      className={`${styles.ticker} flex items-center bg-brand-900 text-sm font-semibold text-white`}
    >
      <div className="min-w-0 flex-1 overflow-hidden py-2.5 pl-4">
        <ul className={`${styles.track} flex w-max motion-reduce:w-auto motion-reduce:flex-wrap motion-reduce:gap-y-1`}>
          {items(false)}
          {items(true)}
        </ul>
      </div>
      <label className="mx-2 flex shrink-0 cursor-pointer items-center gap-1.5 rounded px-2 py-1.5 text-xs font-medium text-brand-100 hover:text-white has-focus-visible:outline-3 has-focus-visible:outline-accent-500 motion-reduce:hidden">
        <input type="checkbox" className="peer sr-only" />
        <svg aria-hidden="true" width="14" height="14" viewBox="0 0 20 20" fill="currentColor" className="peer-checked:hidden">
          <path d="M5 4h3v12H5zM12 4h3v12h-3z" />
        </svg>
        <svg
          aria-hidden="true"
          width="14"
          height="14"
          viewBox="0 0 20 20"
          fill="currentColor"
          className="hidden peer-checked:block"
        >
          <path d="M6 4l10 6-10 6z" />
        </svg>
        Pause
      </label>
    </section>
  );
}
