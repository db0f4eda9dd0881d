"use client";

import { useState } from "react";
import { PasswordInput } from "@/components/ui/PasswordInput";
import { deleteAccountAction } from "@/lib/privacy/rights/actions";
import { markSignedIn } from "../signed-in";
import { useAccountForm } from "../use-account-form";
import { MyDataView, type DataValue } from "./MyDataView";
import { Notice, ViewForm } from "./parts";

const secondary =
  "inline-flex w-full justify-center rounded-full px-5 py-2.5 font-semibold text-brand-800 ring-1 ring-brand-800 hover:bg-brand-50";

/** "Download my data" and "Delete my account" (a confirmation step asking for the password again), on the visitor's profile. */
export function OwnDataControls({ id, onDeleted }: { id: string; onDeleted: () => void }) {
  const [confirming, setConfirming] = useState(false);
  const [dataError, setDataError] = useState("");
  const [data, setData] = useState<{ [key: string]: DataValue } | null>(null);
  const [deleted, setDeleted] = useState("");
  const { busy, message, errors, run } = useAccountForm("We could not delete your account just now. Please try again.");
  if (deleted)
    return (
      <section aria-labelledby="own-data-heading" className="space-y-3">
        <h3 id="own-data-heading" className="font-semibold text-brand-900">
          Your data
        </h3>
        <p role="status" className="rounded-lg bg-green-50 px-3 py-2 text-sm font-medium text-green-900">
          {deleted}
        </p>
        <button type="button" className={secondary} onClick={onDeleted}>
          Close
        </button>
      </section>
    );
  return (
    <section aria-labelledby="own-data-heading" className="space-y-3">
      <h3 id="own-data-heading" className="font-semibold text-brand-900">
        Your data
      </h3>
      <button
        type="button"
        aria-expanded={data !== null}
        className={secondary}
        onClick={async () => {
          if (data) return setData(null);
          const response = await fetch("/api/auth/my-data").catch(() => null);
          if (!response?.ok) return setDataError("We could not read your data just now. Please try again.");
          setDataError("");
          setData((await response.json()) as { [key: string]: DataValue });
        }}
      >
        {data ? "Hide my data" : "View my data"}
      </button>
      {dataError && <Notice message={{ kind: "error", text: dataError }} />}
      {data && <MyDataView data={data} headingId="own-data-view" />}
      <a href="/api/auth/my-data" download className={secondary}>
        Download my data (JSON file)
      </a>
      {confirming ? (
        <div role="group" aria-labelledby="delete-warning" className="space-y-3 rounded-lg bg-red-50 p-3">
          <p id="delete-warning" className="text-sm text-red-900">
            This deletes your account and erases your enquiries and the e-mails we sent you. It cannot be undone.
          </p>
          <ViewForm
            onValues={async (values) => {
              const outcome = await run(() => deleteAccountAction(values.password ?? ""));
              if (!outcome?.ok) return;
              markSignedIn(false);
              setDeleted(outcome.message);
            }}
          >
            <Notice message={message} />
            <PasswordInput
              id={`${id}-delete-password`}
              name="password"
              label="Your password, to confirm"
              autoComplete="current-password"
              required
              error={errors.password}
            />
            <button
              type="submit"
              disabled={busy}
              className="w-full rounded-full bg-red-800 px-5 py-2.5 font-semibold text-white hover:bg-red-700 disabled:bg-slate-500"
            >
              {busy ? "Deleting…" : "Yes, delete my account"}
            </button>
          </ViewForm>
          <button type="button" className={secondary} onClick={() => setConfirming(false)}>
            Keep my account
          </button>
        </div>
      ) : (
        <button type="button" className={secondary} onClick={() => setConfirming(true)}>
          Delete my account
        </button>
      )}
    </section>
  );
}
