"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { addReplyTemplate, editReplyTemplate, removeReplyTemplate } from "@/lib/leads/templates/actions";
import type { ReplyTemplateView } from "@/lib/leads/templates/reply";
import { replyChannelLabel, whatsappLanguageName } from "@/lib/leads/templates/schema";
import { EditDialog } from "../EditDialog";
import { RecordCard } from "../RecordCard";
import { runAction } from "../run-action";
import { TemplateForm } from "./TemplateForm";

/** Reply Templates: add one; each template with its channel and text, Update (the edit dialog) and Delete. */
export function TemplateManager({ templates }: { templates: ReplyTemplateView[] }) {
  const router = useRouter();
  const [editing, setEditing] = useState<ReplyTemplateView | null>(null);

  async function remove(template: ReplyTemplateView) {
    if (!window.confirm(`Delete the template “${template.name}”? Staff will no longer see it on the lead's page.`)) return;
    const answer = await runAction(() => removeReplyTemplate(template.id));
    if (answer?.ok) router.refresh();
  }

  return (
    <div className="space-y-6">
      <section aria-labelledby="add-template" className="rounded-xl bg-white p-4 shadow-sm">
        <h2 id="add-template" className="mb-3 text-lg font-semibold text-brand-900">
          Add a template
        </h2>
        <TemplateForm
          submitLabel="Add template"
          save={(input) => runAction(() => addReplyTemplate(input))}
          onSaved={() => router.refresh()}
        />
      </section>
      <section aria-labelledby="template-list" className="space-y-3">
        <h2 id="template-list" className="text-lg font-semibold text-brand-900">
          Templates
        </h2>
        {templates.length === 0 ? (
          <p className="rounded-xl bg-white p-4 text-slate-700 shadow-sm">
            No templates yet: staff see the ones you add on each lead&apos;s page.
          </p>
        ) : (
          <ul className="space-y-3" aria-label="Reply templates">
            {templates.map((template) => (
              <li key={template.id}>
                <RecordCard
                  name={template.name}
                  meta={[
                    replyChannelLabel[template.channel],
                    template.subject && `Subject: ${template.subject}`,
                    template.waTemplateName &&
                      `Approved template ${template.waTemplateName} in ${whatsappLanguageName(template.waLanguage ?? "")}${template.waMarketing ? ", marketing" : ""}`,
                  ]
                    .filter(Boolean)
                    .join(" · ")}
                  onUpdate={() => setEditing(template)}
                  onDelete={() => remove(template)}
                >
                  <p className="mt-2 line-clamp-3 whitespace-pre-line break-words text-sm text-slate-700">{template.body}</p>
                </RecordCard>
              </li>
            ))}
          </ul>
        )}
      </section>
      {editing && (
        <EditDialog title={`Update ${editing.name}`} onClose={() => setEditing(null)}>
          <TemplateForm
            template={editing}
            submitLabel="Save"
            save={(input) => runAction(() => editReplyTemplate(editing.id, input))}
            onSaved={() => {
              setEditing(null);
              router.refresh();
            }}
          />
        </EditDialog>
      )}
    </div>
  );
}
