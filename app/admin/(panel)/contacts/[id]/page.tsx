import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { AwaitingGuardianBadge } from "@/components/admin/AwaitingGuardianBadge";
import { CallOutcomeButtons } from "@/components/admin/leads/CallOutcomeButtons";
import { ContactLinks } from "@/components/admin/leads/ContactLinks";
import { LeadCorrectionForm } from "@/components/admin/leads/LeadCorrectionForm";
import { LeadHistory } from "@/components/admin/leads/LeadHistory";
import { MarkLeadSeen } from "@/components/admin/leads/MarkLeadSeen";
import { LeadNotes } from "@/components/admin/leads/LeadNotes";
import { LeadReply } from "@/components/admin/leads/LeadReply";
import { LeadShortlist } from "@/components/admin/leads/LeadShortlist";
import { LeadWork } from "@/components/admin/leads/LeadWork";
import { WhatsAppThread } from "@/components/admin/leads/WhatsAppThread";
import { adminSections, leadHref } from "@/lib/panel/sections";
import { requireStaffPage } from "@/lib/auth/page";
import { leadSourceLabel } from "@/lib/leads/constants";
import { EXAM_SCORE_LABEL, formatExamScore } from "@/lib/leads/exam-score";
import { leadStatusLabel } from "@/lib/leads/pipeline";
import { assignableStaff, getLead } from "@/lib/leads/queries";
import { formatWait, isOverdue, waitOf, type Wait } from "@/lib/leads/response";
import { waitAlertMinutes } from "@/lib/leads/settings";
import { listReplyTemplates, replyAddressOf } from "@/lib/leads/templates/queries";
import { whatsappLanguageName } from "@/lib/leads/templates/schema";
import { isLeadConsentWithdrawn } from "@/lib/privacy/rights/withdraw";
import { guardianForStaff } from "@/lib/privacy/minors/guardian";
import { formatDateTime } from "@/lib/site/format";
import { whatsappThread } from "@/lib/whatsapp/thread";

export const metadata: Metadata = { title: "Lead" };

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-sm font-semibold text-slate-600">{label}</dt>
      <dd className="break-words text-slate-900">{children ?? "—"}</dd>
    </div>
  );
}

const box = "rounded-xl bg-white p-4 shadow-sm";

/** How long the lead waited for a first response, or is still waiting. */
function WaitNotice({ wait, thresholdMinutes }: { wait: Wait; thresholdMinutes: number }) {
  if (wait.answered) return <p className="text-sm text-slate-700">First response after {formatWait(wait.milliseconds)}.</p>;
  const late = isOverdue(wait, thresholdMinutes);
  return (
    <p className={`text-sm font-semibold ${late ? "text-red-800" : "text-slate-900"}`}>
      Waiting for a first response: {formatWait(wait.milliseconds)}
      {late ? `, more than ${thresholdMinutes} office minutes.` : "."}
    </p>
  );
}

/** One lead: every field, one-tap call and WhatsApp, its pipeline, a reply from a template, where it came from, notes and history. */
export default async function LeadPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const caller = await requireStaffPage(adminSections.leads.permission, leadHref(id));
  const [lead, staff, thresholdMinutes, templates, replyTo] = await Promise.all([
    getLead(id),
    assignableStaff(),
    waitAlertMinutes(),
    listReplyTemplates(),
    replyAddressOf(caller.userId),
  ]);
  if (!lead) notFound();
  const consentWithdrawn = await isLeadConsentWithdrawn(lead.id);
  const guardian = lead.minor ? await guardianForStaff("lead", lead.id) : null;
  // Null while WhatsApp is not set up: the page keeps its wa.me links only.
  const thread = lead.awaitingGuardian ? null : await whatsappThread(lead.id);

  return (
    <article aria-labelledby="lead-title" className="space-y-4">
      <Link href={adminSections.leads.href} className="text-sm font-semibold text-brand-800 underline">
        Back to the Contact List
      </Link>
      <header className="flex flex-wrap items-center gap-3">
        <h1 id="lead-title" className="text-2xl font-bold text-brand-900">
          {lead.name}
        </h1>
        <span className="rounded-full bg-brand-100 px-3 py-1 text-sm font-semibold text-brand-900">
          {leadStatusLabel[lead.status]}
        </span>
        {consentWithdrawn && (
          <span className="rounded-full bg-red-100 px-3 py-1 text-sm font-semibold text-red-900">Consent withdrawn</span>
        )}
        {lead.awaitingGuardian && <AwaitingGuardianBadge />}
      </header>
      <MarkLeadSeen leadId={lead.id} />
      <WaitNotice wait={waitOf(lead)} thresholdMinutes={thresholdMinutes} />
      {/* A minor's lead awaiting its guardian cannot be called, messaged or e-mailed yet. */}
      {!lead.awaitingGuardian && <ContactLinks leadId={lead.id} mobile={lead.mobile} email={lead.email} />}
      {!lead.awaitingGuardian && <CallOutcomeButtons leadId={lead.id} />}
      {/* The pipeline next to the call buttons: on a phone both are in the first screen. */}
      <LeadWork
        leadId={lead.id}
        version={lead.version}
        status={lead.status}
        assignedToId={lead.assignedToId}
        nextFollowUpAt={lead.nextFollowUpAt?.toISOString() ?? null}
        staff={staff}
      />
      {!lead.awaitingGuardian && (
        <LeadReply
          leadId={lead.id}
          email={lead.email}
          mobile={lead.mobile}
          values={{ name: lead.name, course: lead.course, counsellor: caller.name }}
          replyTo={replyTo}
          templates={templates}
        />
      )}
      {thread && (
        <WhatsAppThread
          leadId={lead.id}
          initial={thread}
          templates={templates.flatMap((template) =>
            template.waTemplateName && template.waLanguage
              ? [
                  {
                    id: template.id,
                    name: template.name,
                    language: whatsappLanguageName(template.waLanguage),
                    marketing: template.waMarketing,
                  },
                ]
              : [],
          )}
        />
      )}
      <div className="grid gap-4 lg:grid-cols-2">
        <section aria-labelledby="lead-details" className={box}>
          <h2 id="lead-details" className="mb-3 text-lg font-semibold text-brand-900">
            Enquiry
          </h2>
          {/* Before the list: a <dl> holds only its terms and their values. */}
          {lead.incomplete && (
            <p className="mb-3 font-semibold text-amber-900">Incomplete: it came without a usable e-mail or mobile.</p>
          )}
          <dl className="grid gap-3 sm:grid-cols-2">
            {!lead.awaitingGuardian && <Field label="E-mail">{lead.email}</Field>}
            {!lead.awaitingGuardian && <Field label="Mobile">{lead.mobile}</Field>}
            <Field label="Course">{lead.course}</Field>
            <Field label="12th percentage">{lead.percentage?.toString() ?? "Not given"}</Field>
            <Field label="Appeared in an exam">{lead.appearedInExam ? "Yes" : "No"}</Field>
            {lead.appearedInExam && <Field label="Exam">{lead.examName}</Field>}
            {lead.appearedInExam && lead.examPercentage && (
              <Field label={EXAM_SCORE_LABEL}>
                {formatExamScore(lead.examPercentage.toNumber(), lead.examName ?? undefined)}
              </Field>
            )}
            <Field label="City">{lead.city}</Field>
            <Field label="Received">{formatDateTime(lead.createdAt)}</Field>
            {guardian && (
              <Field label="Parent or guardian">
                {guardian.state === "given"
                  ? `${guardian.name}, ${guardian.email}${guardian.mobile ? `, ${guardian.mobile}` : ""} (agreed ${formatDateTime(guardian.answeredAt)})`
                  : `Asked to agree; the enquiry is deleted unless they do by ${formatDateTime(guardian.deadline)}`}
              </Field>
            )}
          </dl>
          {/* A minor's details stay hidden until the parent agrees: nothing to correct before then. */}
          {!lead.awaitingGuardian && (
            <div className="mt-4">
              <LeadCorrectionForm
                leadId={lead.id}
                version={lead.version}
                details={{
                  name: lead.name,
                  email: lead.email,
                  mobile: lead.mobile,
                  course: lead.course,
                  percentage: lead.percentage?.toString() ?? "",
                  city: lead.city,
                }}
              />
            </div>
          )}
          {(lead.duplicateOf || lead.duplicates.length > 0) && (
            <div className="mt-4 rounded-lg bg-amber-50 p-3 text-sm">
              {lead.duplicateOf && (
                <p>
                  A repeat of{" "}
                  <Link className="font-semibold text-brand-800 underline" href={leadHref(lead.duplicateOf.id)}>
                    {lead.duplicateOf.name}, {formatDateTime(lead.duplicateOf.createdAt)}
                  </Link>
                </p>
              )}
              {lead.duplicates.length > 0 && (
                <p>
                  Repeated by:{" "}
                  {lead.duplicates.map((repeat, index) => (
                    <span key={repeat.id}>
                      {index > 0 && ", "}
                      <Link className="font-semibold text-brand-800 underline" href={leadHref(repeat.id)}>
                        {formatDateTime(repeat.createdAt)}
                      </Link>
                    </span>
                  ))}
                </p>
              )}
            </div>
          )}
        </section>
        <section aria-labelledby="lead-source" className={box}>
          <h2 id="lead-source" className="mb-3 text-lg font-semibold text-brand-900">
            Where it came from
          </h2>
          <dl className="grid gap-3 sm:grid-cols-2">
            <Field label="Form">{leadSourceLabel[lead.source]}</Field>
            {lead.importFile && <Field label="Imported from">{lead.importFile}</Field>}
            {lead.partnerName && <Field label="Partner">{lead.partnerName}</Field>}
            {lead.adFormId && <Field label="Lead form id">{lead.adFormId}</Field>}
            {lead.adId && <Field label="Ad id">{lead.adId}</Field>}
            {lead.adCampaignId && <Field label="Campaign id">{lead.adCampaignId}</Field>}
            <Field label="Page">{lead.pagePath}</Field>
            <Field label="Referring site">{lead.referrer}</Field>
            <Field label="utm_source">{lead.utmSource}</Field>
            <Field label="utm_medium">{lead.utmMedium}</Field>
            <Field label="utm_campaign">{lead.utmCampaign}</Field>
          </dl>
        </section>
      </div>
      <LeadShortlist seats={lead.shortlist} />
      <div className="grid gap-4 lg:grid-cols-2">
        <LeadNotes leadId={lead.id} notes={lead.notes.map((note) => ({ ...note, createdAt: note.createdAt.toISOString() }))} />
        <LeadHistory entries={lead.history} />
      </div>
    </article>
  );
}
