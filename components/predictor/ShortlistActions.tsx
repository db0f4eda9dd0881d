import { CompareLink } from "./CompareLink";
import { SendShortlistButton } from "./SendShortlistButton";
import { ShortlistNotice } from "./ShortlistNotice";

/** What a visitor can do with their starred seats, above a list of seats (the predictor's answer, a cutoff page). */
export function ShortlistActions() {
  return (
    <div className="mt-4 flex flex-wrap items-center gap-4">
      <CompareLink />
      <SendShortlistButton />
      <ShortlistNotice />
    </div>
  );
}
