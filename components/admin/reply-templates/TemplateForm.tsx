"use client";

import { useId, useState } from "react";
import { SelectInput, SubmitButton, TextArea, TextInput } from "@/components/forms/fields";
import type { Outcome } from "@/lib/http/outcome";
import { PLACEHOLDERS, placeholderMeaning } from "@/lib/leads/templates/placeholders";
import type { ReplyTemplateView } from "@/lib/leads/templates/reply";
import {
  REPLY_CHANNELS,
  replyChannelLabel,
  TEMPLATE_LIMITS,
  WHATSAPP_LANGUAGES,
  type ReplyChannel,
} from "@/lib/leads/templates/schema";

const PLACEHOLDER_HINT = `You may use ${PLACEHOLDERS.map((key) => `{${key}} for ${placeholderMeaning[key]}`).join(", ")}.`;

/**
 * A reply template: its name, e-mail or WhatsApp, the subject (e-mail only) and the message. The
 * limits are the schema's; the server checks the placeholders and answers beside the field.
 */
export function TemplateForm({
  template,
  save,
  submitLabel,
  onSaved,
}: {
  template?: ReplyTemplateView;
  save: (input: Record<string, string>) => Promise<Outcome | null>;
  submitLabel: string;
  onSaved?: () => void;
}) {
  const id = useId();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [channel, setChannel] = useState<ReplyChannel>(template?.channel ?? "EMAIL");

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const field = (name: string) => String(data.get(name) ?? "");
    setBusy(true);
    const answer = await save({
      name: field("name"),
      channel,
      subject: field("subject"),
      body: field("body"),
      ...(channel === "WHATSAPP"
        ? {
            waTemplateName: field("waTemplateName"),
            waLanguage: field("waLanguage"),
            waParams: field("waParams"),
            waMarketing: data.get("waMarketing") ? "on" : "",
          }
        : {}),
    });
    setBusy(false);
    setErrors(answer && !answer.ok ? answer.errors : {});
    if (!answer?.ok) return;
    if (!template) {
      form.reset();
      setChannel("EMAIL");
    }
    onSaved?.();
  }

  return (
    <form onSubmit={submit} className="grid gap-4">
      <TextInput
        id={`${id}-name`}
        name="name"
        label="Template name"
        hint="For staff only: how the lead page lists it"
        required
        maxLength={TEMPLATE_LIMITS.name}
        defaultValue={template?.name}
        error={errors.name}
      />
      <fieldset aria-describedby={errors.channel ? `${id}-channel-error` : undefined}>
        <legend className="text-sm font-semibold text-slate-800">Sent by</legend>
        <div className="mt-1 flex flex-wrap gap-4">
          {REPLY_CHANNELS.map((option) => (
            <label key={option} className="flex min-h-11 items-center gap-2">
              <input
                type="radio"
                name={`${id}-channel`}
                checked={channel === option}
                onChange={() => setChannel(option)}
                className="h-5 w-5"
              />
              {replyChannelLabel[option]}
            </label>
          ))}
        </div>
        <p id={`${id}-channel-error`} className="mt-1 text-sm font-medium text-red-700 empty:hidden">
          {errors.channel}
        </p>
      </fieldset>
      {channel === "EMAIL" && (
        <TextInput
          id={`${id}-subject`}
          name="subject"
          label="Subject"
          required
          maxLength={TEMPLATE_LIMITS.subject}
          defaultValue={template?.subject ?? undefined}
          error={errors.subject}
        />
      )}
      <TextArea
        id={`${id}-body`}
        name="body"
        label="Message"
        hint={`${PLACEHOLDER_HINT} At most ${TEMPLATE_LIMITS.body[channel]} characters${channel === "EMAIL" ? "; blank lines start new paragraphs" : ""}.`}
        required
        rows={8}
        maxLength={TEMPLATE_LIMITS.body[channel]}
        defaultValue={template?.body}
        error={errors.body}
      />
      {channel === "WHATSAPP" && (
        <fieldset className="grid gap-3 rounded-lg border border-slate-200 p-3">
          <legend className="px-1 text-sm font-semibold text-slate-800">Approved WhatsApp template (optional)</legend>
          <p className="text-sm text-slate-600">
            Outside the 24 hours after a person&apos;s last WhatsApp message, only a template Meta approved can be sent from the
            lead&apos;s page.
          </p>
          <TextInput
            id={`${id}-wa-name`}
            name="waTemplateName"
            label="Approved name in WhatsApp Manager"
            optional
            maxLength={512}
            defaultValue={template?.waTemplateName ?? undefined}
            error={errors.waTemplateName}
          />
          <SelectInput
            id={`${id}-wa-language`}
            name="waLanguage"
            label="Its language"
            optional
            placeholder="Choose…"
            options={Object.entries(WHATSAPP_LANGUAGES).map(([value, label]) => ({ value, label }))}
            defaultValue={template?.waLanguage ?? ""}
            error={errors.waLanguage}
          />
          <TextInput
            id={`${id}-wa-params`}
            name="waParams"
            label="Its parameters, in order"
            hint="The placeholders filling {{1}}, {{2}}…, e.g. {name}, {course}"
            optional
            maxLength={200}
            defaultValue={template?.waParams.map((key) => `{${key}}`).join(", ")}
            error={errors.waParams}
          />
          <label className="flex min-h-11 items-center gap-2">
            <input type="checkbox" name="waMarketing" defaultChecked={template?.waMarketing} className="h-5 w-5" />
            Meta categorised it as marketing (sent only to leads who agreed to marketing)
          </label>
        </fieldset>
      )}
      <div>
        <SubmitButton busy={busy} label={submitLabel} />
      </div>
    </form>
  );
}
