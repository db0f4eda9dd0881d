"use client";

import { useState } from "react";
import { deleteAccountAction } from "@/lib/privacy/actions";
import { markSignedIn } from "../signed-in";
import { MyDataView, type DataValue } from "./MyDataView";
import { Notice } from "./parts";

const secondary =
  "inline-flex w-full justify-center rounded-full px-5 py-2.5 font-semibold text-brand-800 ring-1 ring-brand-800 hover:bg-brand-50";

/** "Download my data" and "Delete my account" (with a confirmation step), on the visitor's profile. */
export function OwnDataControls({ onDeleted }: { onDeleted: () => void }) {
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState("");
  const [data, setData] = useState<{ [key: string]: DataValue } | null>(null);
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
          if (!response?.ok) return setError("We could not read your data just now. Please try again.");
          setError("");
          setData((await response.json()) as { [key: string]: DataValue });
        }}
      >
        {data ? "Hide my data" : "View my data"}
      </button>
      {data && <MyDataView data={data} headingId="own-data-view" />}
      <a href="/api/auth/my-data" download className={secondary}>
        Download my data (JSON file)
      </a>
      {error && <Notice message={{ kind: "error", text: error }} />}
      {confirming ? (
        <div role="group" aria-labelledby="delete-warning" className="space-y-3 rounded-lg bg-red-50 p-3">
          <p id="delete-warning" className="text-sm text-red-900">
            This deletes your account and erases your enquiries and the e-mails we sent you. It cannot be undone.
          </p>
          <button
            type="button"
            disabled={busy}
            className="w-full rounded-full bg-red-800 px-5 py-2.5 font-semibold text-white hover:bg-red-700 disabled:bg-slate-500"
            onClick={async () => {
              setBusy(true);
              const outcome = await deleteAccountAction().catch(() => null);
              setBusy(false);
              if (!outcome?.ok)
                return setError(outcome?.message ?? "We could not delete your account just now. Please try again.");
              markSignedIn(false);
              onDeleted();
            }}
          >
            {busy ? "Deleting…" : "Yes, delete my account"}
          </button>
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
