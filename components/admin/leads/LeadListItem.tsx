import Link from "next/link";
import { AwaitingGuardianBadge } from "@/components/admin/AwaitingGuardianBadge";
import { leadHref } from "@/lib/panel/sections";
import { leadStatusLabel } from "@/lib/leads/pipeline";
import type { LeadRow } from "@/lib/leads/queries";
import { formatWait, isOverdue, waitOf } from "@/lib/leads/response";
import { formatDateTime } from "@/lib/site/format";

/** One lead in the Contact List: who, what course, where it stands; the name opens its page; `select` ticks it. */
export function LeadListItem({
  lead,
  waitAlertMinutes,
  select,
}: {
  lead: LeadRow;
  waitAlertMinutes: number;
  select: React.ReactNode;
}) {
  const due = lead.nextFollowUpAt && lead.nextFollowUpAt <= new Date();
  const wait = waitOf(lead);
  return (
    <article className="flex items-start gap-3 rounded-xl bg-white p-3 shadow-sm sm:items-center">
      {select}
      <div className="flex min-w-0 grow flex-col gap-1 sm:flex-row sm:items-center sm:gap-4">
        <div className="min-w-0 grow">
          <h2 className="font-semibold">
            <Link href={leadHref(lead.id)} className="text-brand-800 underline-offset-2 hover:underline">
              {lead.name}
            </Link>
            {lead.duplicateOfId && (
              <span className="ml-2 rounded bg-amber-100 px-1.5 py-0.5 text-xs font-semibold text-amber-900">Repeat</span>
            )}
            {lead.incomplete && (
              <span className="ml-2 rounded bg-amber-100 px-1.5 py-0.5 text-xs font-semibold text-amber-900">Incomplete</span>
            )}
            {lead.whatsappUnanswered && (
              <span className="ml-2 rounded bg-green-100 px-1.5 py-0.5 text-xs font-semibold text-green-900">
                WhatsApp reply unanswered
              </span>
            )}
          </h2>
          {lead.awaitingGuardian ? (
            <AwaitingGuardianBadge />
          ) : (
            <p className="truncate text-sm text-slate-700">
              {lead.mobile} · {lead.email}
            </p>
          )}
        </div>
        <p className="text-sm text-slate-700 sm:w-28">{lead.course}</p>
        <p className="text-sm sm:w-44">
          <span className="font-semibold text-slate-900">{leadStatusLabel[lead.status]}</span>
          <span className="block text-slate-600">{lead.assignedTo ? lead.assignedTo.name : "Unassigned"}</span>
        </p>
        <p className="text-sm text-slate-600 sm:w-44">
          <time dateTime={lead.createdAt.toISOString()}>{formatDateTime(lead.createdAt)}</time>
          {wait.answered ? (
            <span className="block">Answered after {formatWait(wait.milliseconds)}</span>
          ) : (
            <span className={`block font-semibold ${isOverdue(wait, waitAlertMinutes) ? "text-red-800" : "text-slate-900"}`}>
              Waiting {formatWait(wait.milliseconds)}
              {isOverdue(wait, waitAlertMinutes) && ", too long"}
            </span>
          )}
          {lead.nextFollowUpAt && (
            <span className={`block ${due ? "font-semibold text-red-800" : ""}`}>
              Follow up {formatDateTime(lead.nextFollowUpAt)}
            </span>
          )}
        </p>
      </div>
    </article>
  );
}
