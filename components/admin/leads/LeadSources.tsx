"use client";

import { useId, useState } from "react";
import {
  addMetaFormAction,
  createPartnerKeyAction,
  revokePartnerKeyAction,
  sendMetaTestLeadAction,
  sendPartnerTestLeadAction,
  sendTestLeadAction,
  setFormCourseAction,
} from "@/lib/intake/actions";
import type { PartnerKeyView } from "@/lib/intake/partners/keys";
import type { ChannelSummary, TestLeadView } from "@/lib/intake/sources";
import type { WhatsAppSummary } from "@/lib/whatsapp/summary";
import { COURSES, leadSourceLabel } from "@/lib/leads/constants";
import { formatDateTime } from "@/lib/site/format";
import { SubmitWhenReady } from "@/components/ui/SubmitWhenReady";
import { formValue, useBusyAction } from "../use-busy-action";

type Form = { id: string; channel: string; formId: string; defaultCourse: string | null };

const inputClass = "mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-base";
const buttonClass =
  "rounded-full px-4 py-1.5 text-sm font-semibold ring-1 ring-brand-800 text-brand-800 hover:bg-brand-50 disabled:opacity-50";
const primaryClass = "rounded-full bg-brand-800 px-5 py-2 font-semibold text-white hover:bg-brand-700 disabled:opacity-60";
const box = "rounded-xl bg-white p-4 shadow-sm";
const code = "break-all rounded bg-slate-100 px-1 font-mono text-sm";

const CHANNEL_TITLES = {
  meta: "Meta lead ads (Facebook and Instagram)",
  google: "Google Ads lead forms",
  partner: "Partner portals",
};

function Setup({ channel, address }: { channel: ChannelSummary["channel"]; address: string }) {
  if (channel === "meta") {
    return (
      <p className="text-sm text-slate-700">
        In the Meta app&apos;s Webhooks product, subscribe the Page object&apos;s <code className={code}>leadgen</code> field with
        the callback <code className={code}>{address}</code> and the verify token you set as{" "}
        <code className={code}>META_VERIFY_TOKEN</code>; set <code className={code}>META_APP_SECRET</code> (App settings → Basic)
        and a Page access token with <code className={code}>leads_retrieval</code> as{" "}
        <code className={code}>META_PAGE_ACCESS_TOKEN</code>, then restart the site. Each form below then has a &quot;Send a test
        lead&quot; button.
      </p>
    );
  }
  if (channel === "google") {
    return (
      <p className="text-sm text-slate-700">
        In the Google Ads lead form&apos;s &quot;Lead delivery&quot; settings, set the webhook URL{" "}
        <code className={code}>{address}</code> and a key of at least 16 characters, the same as{" "}
        <code className={code}>GOOGLE_LEAD_FORM_KEY</code> here, then restart the site.
      </p>
    );
  }
  return (
    <p className="text-sm text-slate-700">
      A partner sends <code className={code}>POST {address}</code> with{" "}
      <code className={code}>Authorization: Bearer &lt;key&gt;</code> and JSON: <code className={code}>externalId</code>,{" "}
      <code className={code}>name</code>, <code className={code}>email</code>, <code className={code}>mobile</code>, and
      optionally <code className={code}>course</code> and <code className={code}>percentage</code>. Make a key for each partner
      below. With <code className={code}>&quot;test&quot;: true</code> the lead is checked as any other and kept under Test leads,
      not stored: a partner proves its key with{" "}
      <code className={code}>
        curl -X POST {address} -H &quot;Authorization: Bearer &lt;key&gt;&quot; -H &quot;Content-Type: application/json&quot; -d
        &apos;{`{"externalId":"test-1","name":"Test Lead","mobile":"9800000000","test":true}`}&apos;
      </code>
      .
    </p>
  );
}

/** WhatsApp's card: its state beside the lead channels (replies come through the same Meta webhook). */
function WhatsAppCard({ summary, webhook, repliedHref }: { summary: WhatsAppSummary; webhook: string; repliedHref: string }) {
  const id = useId();
  const configured = summary.missing.length === 0;
  return (
    <li className={`${box} min-w-0 space-y-2`} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="font-semibold text-brand-900">
        WhatsApp Business (Cloud API)
      </h3>
      <p className={configured ? "text-sm font-semibold text-emerald-800" : "text-sm font-semibold text-amber-900"}>
        {configured ? "Set up" : `Not set up: set ${summary.missing.join(", ")}`}
      </p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-slate-600">Last message received</dt>
        <dd>{summary.lastReceivedAt ? formatDateTime(summary.lastReceivedAt) : "None yet"}</dd>
        <dt className="text-slate-600">Today</dt>
        <dd>
          {summary.receivedToday} received, {summary.sentToday} sent ·{" "}
          <a className="text-brand-800 underline" href={repliedHref}>
            replies not answered
          </a>
        </dd>
        <dt className="text-slate-600">Last send error</dt>
        <dd className={summary.lastError ? "break-words text-red-800" : undefined}>
          {summary.lastError && summary.lastErrorAt
            ? `Message of ${formatDateTime(summary.lastErrorAt)}: ${summary.lastError}`
            : "None in the last 7 days"}
        </dd>
      </dl>
      {!configured && (
        <p className="text-sm text-slate-700">
          In the Meta app&apos;s Webhooks product, subscribe the WhatsApp Business Account object&apos;s{" "}
          <code className={code}>messages</code> field with the callback <code className={code}>{webhook}</code> and the verify
          token you set as <code className={code}>META_VERIFY_TOKEN</code>; set <code className={code}>META_APP_SECRET</code>, a
          system user&apos;s access token with <code className={code}>whatsapp_business_messaging</code> as{" "}
          <code className={code}>WHATSAPP_TOKEN</code> and the business number&apos;s id (WhatsApp Manager → API Setup) as{" "}
          <code className={code}>WHATSAPP_PHONE_NUMBER_ID</code>, then restart the site. Until then the lead&apos;s page opens
          WhatsApp on the counsellor&apos;s phone.
        </p>
      )}
    </li>
  );
}

export function LeadSources({
  channels,
  testLeads,
  forms,
  keys,
  addresses,
  leadListHref,
  whatsapp,
}: {
  channels: ChannelSummary[];
  whatsapp: WhatsAppSummary;
  testLeads: TestLeadView[];
  forms: Form[];
  keys: PartnerKeyView[];
  addresses: Record<ChannelSummary["channel"], string>;
  leadListHref: string;
}) {
  const id = useId();
  const { busy, run } = useBusyAction();
  const [newKey, setNewKey] = useState<{ partner: string; key: string } | null>(null);
  const metaReady = channels.some((channel) => channel.channel === "meta" && channel.missing.length === 0);

  return (
    <div className="space-y-6">
      <section aria-labelledby={`${id}-channels`} className="space-y-4">
        <h2 id={`${id}-channels`} className="text-lg font-semibold text-brand-900">
          Channels
        </h2>
        <ul className="grid gap-4 lg:grid-cols-2">
          {channels.map((channel) => {
            const configured = channel.missing.length === 0;
            return (
              <li
                key={channel.channel}
                className={`${box} min-w-0 space-y-2`}
                aria-labelledby={`${id}-channel-${channel.channel}`}
              >
                <h3 id={`${id}-channel-${channel.channel}`} className="font-semibold text-brand-900">
                  {CHANNEL_TITLES[channel.channel]}
                </h3>
                <p className={configured ? "text-sm font-semibold text-emerald-800" : "text-sm font-semibold text-amber-900"}>
                  {configured ? "Set up" : `Not set up: set ${channel.missing.join(", ")}`}
                </p>
                <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                  <dt className="text-slate-600">Last lead</dt>
                  <dd>{channel.lastLeadAt ? formatDateTime(channel.lastLeadAt) : "None yet"}</dd>
                  <dt className="text-slate-600">Leads today</dt>
                  <dd>
                    <a className="text-brand-800 underline" href={`${leadListHref}?source=${channel.source}`}>
                      {channel.leadsToday}
                    </a>
                  </dd>
                  {channel.channel !== "partner" && (
                    <>
                      <dt className="text-slate-600">Waiting</dt>
                      <dd>{channel.waiting === 0 ? "Nothing" : `${channel.waiting} deliveries to process`}</dd>
                    </>
                  )}
                  <dt className="text-slate-600">Last error</dt>
                  <dd className={channel.lastError ? "break-words text-red-800" : undefined}>
                    {channel.lastError && channel.lastErrorAt
                      ? `${formatDateTime(channel.lastErrorAt)}: ${channel.lastError}`
                      : "None"}
                  </dd>
                </dl>
                {!configured || channel.channel === "partner" ? (
                  <Setup channel={channel.channel} address={addresses[channel.channel]} />
                ) : null}
                {channel.channel === "google" && configured && (
                  <button
                    type="button"
                    className={buttonClass}
                    disabled={busy !== null}
                    onClick={() => run("test", () => sendTestLeadAction())}
                  >
                    Send a test lead
                  </button>
                )}
              </li>
            );
          })}
          <WhatsAppCard summary={whatsapp} webhook={addresses.meta} repliedHref={`${leadListHref}?view=replied`} />
        </ul>
      </section>

      <section aria-labelledby={`${id}-tests`} className={`${box} space-y-2`}>
        <h2 id={`${id}-tests`} className="text-lg font-semibold text-brand-900">
          Test leads
        </h2>
        <p className="text-sm text-slate-700">
          Google&apos;s leads marked as tests, Meta&apos;s test leads and partners&apos; leads sent with{" "}
          <code className={code}>&quot;test&quot;: true</code>: kept here, never on the Contact List, assigned or mailed.
        </p>
        {testLeads.length === 0 ? (
          <p className="text-sm text-slate-700">None received.</p>
        ) : (
          <ul className="divide-y divide-slate-200 text-sm">
            {testLeads.map((lead) => (
              <li key={lead.id} className="py-2 break-words">
                {lead.channel} · {lead.name} · {formatDateTime(lead.receivedAt)} ·{" "}
                <span className="font-mono">{lead.leadId}</span>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby={`${id}-forms`} className={`${box} space-y-3`}>
        <h2 id={`${id}-forms`} className="text-lg font-semibold text-brand-900">
          Lead forms and their default course
        </h2>
        <p className="text-sm text-slate-700">
          A lead whose form asks no course gets its form&apos;s default course, so the assignment rules can send it to its team.
          Forms appear here with their first lead
          {metaReady ? "; a Meta form can be added by its id before, to send it a test lead" : ""}.
        </p>
        {metaReady && (
          <form
            className="flex flex-wrap items-end gap-3"
            onSubmit={async (event) => {
              event.preventDefault();
              const target = event.currentTarget;
              const formId = formValue(event, "formId");
              const answer = await run("add-form", () => addMetaFormAction(formId));
              if (answer?.ok) target.reset();
            }}
          >
            <div className="min-w-48 flex-1">
              <label htmlFor={`${id}-meta-form`} className="block text-sm font-semibold text-slate-800">
                Meta form id
              </label>
              <input
                id={`${id}-meta-form`}
                name="formId"
                required
                inputMode="numeric"
                pattern="[0-9]+"
                title="Digits only: the id Meta shows for the form in its Instant Forms list"
                maxLength={30}
                className={inputClass}
              />
            </div>
            <SubmitWhenReady className={buttonClass} busy={busy !== null}>
              Add the form
            </SubmitWhenReady>
          </form>
        )}
        {forms.length === 0 ? (
          <p className="text-sm text-slate-700">No lead forms seen yet.</p>
        ) : (
          <ul className="divide-y divide-slate-200">
            {forms.map((form) => (
              <li key={form.id}>
                <form
                  className="flex flex-wrap items-end gap-3 py-3"
                  onSubmit={async (event) => {
                    event.preventDefault();
                    await run(form.id, () => setFormCourseAction(form.id, formValue(event, "course")));
                  }}
                >
                  <div className="min-w-0 flex-1">
                    <label htmlFor={`${id}-form-${form.id}`} className="block text-sm font-semibold break-all text-slate-800">
                      {form.channel === "meta" ? leadSourceLabel.META_LEAD_AD : leadSourceLabel.GOOGLE_LEAD_FORM} form{" "}
                      {form.formId}
                    </label>
                    <select
                      id={`${id}-form-${form.id}`}
                      name="course"
                      defaultValue={form.defaultCourse ?? ""}
                      className={inputClass}
                    >
                      <option value="">No default course</option>
                      {COURSES.map((course) => (
                        <option key={course} value={course}>
                          {course}
                        </option>
                      ))}
                    </select>
                  </div>
                  <SubmitWhenReady
                    className={buttonClass}
                    busy={busy !== null}
                    aria-label={`Save the course of form ${form.formId}`}
                  >
                    Save
                  </SubmitWhenReady>
                  {form.channel === "meta" && metaReady && (
                    <button
                      type="button"
                      className={buttonClass}
                      disabled={busy !== null}
                      aria-label={`Send a test lead to form ${form.formId}`}
                      onClick={() => void run(`test-${form.id}`, () => sendMetaTestLeadAction(form.id))}
                    >
                      Send a test lead
                    </button>
                  )}
                </form>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby={`${id}-keys`} className={`${box} space-y-3`}>
        <h2 id={`${id}-keys`} className="text-lg font-semibold text-brand-900">
          Partner keys
        </h2>
        <form
          className="flex flex-wrap items-end gap-3"
          onSubmit={async (event) => {
            event.preventDefault();
            const target = event.currentTarget;
            const partner = formValue(event, "partnerName");
            const answer = await run("key", () => createPartnerKeyAction(partner, Number(formValue(event, "perMinute"))));
            if (answer?.ok && answer.data) {
              setNewKey({ partner, key: answer.data.key });
              target.reset();
            }
          }}
        >
          <div className="min-w-48 flex-1">
            <label htmlFor={`${id}-partner`} className="block text-sm font-semibold text-slate-800">
              Partner
            </label>
            <input id={`${id}-partner`} name="partnerName" required maxLength={100} className={inputClass} />
          </div>
          <div>
            <label htmlFor={`${id}-rate`} className="block text-sm font-semibold text-slate-800">
              Leads a minute
            </label>
            <input
              id={`${id}-rate`}
              name="perMinute"
              type="number"
              inputMode="numeric"
              min={1}
              max={600}
              defaultValue={60}
              required
              className={`${inputClass} w-32`}
            />
          </div>
          <SubmitWhenReady className={primaryClass} busy={busy !== null}>
            Make a key
          </SubmitWhenReady>
        </form>
        {newKey && (
          <div className="space-y-1 rounded-lg bg-amber-50 p-3" role="status">
            <label htmlFor={`${id}-new-key`} className="block text-sm font-semibold text-slate-900">
              The key of {newKey.partner}: copy it now, it is not shown again
            </label>
            <input id={`${id}-new-key`} readOnly value={newKey.key} className={`${inputClass} font-mono`} />
          </div>
        )}
        {keys.length === 0 ? (
          <p className="text-sm text-slate-700">No partner keys yet.</p>
        ) : (
          <ul className="divide-y divide-slate-200 text-sm" aria-label="Partner keys">
            {keys.map((key) => (
              <li key={key.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <div className="min-w-0 break-words">
                  <span className="font-semibold">{key.partnerName}</span> · <span className="font-mono">{key.keyPrefix}…</span> ·{" "}
                  {key.perMinute} a minute ·{" "}
                  {key.revokedAt
                    ? `revoked ${formatDateTime(key.revokedAt)}`
                    : key.lastUsedAt
                      ? `last used ${formatDateTime(key.lastUsedAt)}`
                      : "never used"}
                </div>
                {!key.revokedAt && (
                  <div className="flex flex-wrap gap-2">
                    <button
                      type="button"
                      className={buttonClass}
                      disabled={busy !== null}
                      aria-label={`Send a test lead as ${key.partnerName} (${key.keyPrefix}…)`}
                      onClick={() => void run(`test-${key.id}`, () => sendPartnerTestLeadAction(key.id))}
                    >
                      Send a test lead
                    </button>
                    <button
                      type="button"
                      className={buttonClass}
                      disabled={busy !== null}
                      aria-label={`Revoke the key of ${key.partnerName} (${key.keyPrefix}…)`}
                      onClick={() => {
                        if (window.confirm(`Revoke the key of ${key.partnerName}? Its leads are refused from then on.`)) {
                          void run(key.id, () => revokePartnerKeyAction(key.id));
                        }
                      }}
                    >
                      Revoke
                    </button>
                  </div>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
