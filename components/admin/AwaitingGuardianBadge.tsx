import { AWAITING_GUARDIAN } from "@/lib/privacy/minors/staff-view";

/** Marks a minor's enquiry whose parent or guardian has not agreed: its contact details are hidden (lib/privacy/minors/staff-view.ts). */
export function AwaitingGuardianBadge() {
  return (
    <span className="inline-block rounded bg-violet-100 px-2 py-0.5 text-sm font-semibold text-violet-900">
      {AWAITING_GUARDIAN}
    </span>
  );
}
