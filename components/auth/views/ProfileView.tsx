import { useEffect, useState } from "react";
import { loadProfileAction, logoutAction, updateProfileAction } from "@/lib/accounts/actions";
import { useAccountForm } from "../use-account-form";
import { markSignedIn } from "../signed-in";
import { ChangePasswordForm } from "./ChangePasswordForm";
import { MyEnquiries } from "./MyEnquiries";
import { MyShortlist } from "./MyShortlist";
import { OwnDataControls } from "./OwnDataControls";
import { Field, Notice, ViewForm, ViewSubmit } from "./parts";
import { SessionList } from "./SessionList";

type Profile = { name: string; email: string; mobile: string | null };

export function ProfileView({ id, onSignedOut }: { id: string; onSignedOut: () => void }) {
  const { busy, message, errors, run } = useAccountForm("Update failed");
  const [profile, setProfile] = useState<Profile | null>(null);
  const [loadError, setLoadError] = useState("");
  // Bumped when a password change ends the other sessions, so their list is read again.
  const [sessionsChanged, setSessionsChanged] = useState(0);

  useEffect(() => {
    loadProfileAction()
      .then((outcome) => {
        if (outcome.ok) setProfile(outcome.data?.user as Profile);
        else {
          // A profile that cannot be fetched means the session is gone: the visitor is logged out.
          setLoadError(outcome.message || "Failed to load profile");
          markSignedIn(false);
        }
      })
      .catch(() => setLoadError("Failed to load profile"));
  }, []);

  if (loadError) return <Notice message={{ kind: "error", text: loadError }} />;
  if (!profile) return <p role="status">Loading your profile…</p>;
  return (
    <div className="space-y-4">
      <ViewForm
        onValues={async (values) => {
          const outcome = await run(() => updateProfileAction(values));
          if (outcome?.ok) setProfile(outcome.data?.user as Profile);
        }}
      >
        <Notice message={message} />
        <Field
          id={`${id}-name`}
          name="name"
          label="Name"
          autoComplete="name"
          required
          defaultValue={profile.name}
          error={errors.name}
        />
        <Field
          id={`${id}-mobile`}
          name="mobile"
          type="tel"
          label="Mobile"
          autoComplete="tel"
          required
          defaultValue={profile.mobile ?? ""}
          error={errors.mobile}
        />
        {/* The log-in address: shown as fixed, with how to change it, not as a box that ignores typing. */}
        <div>
          <label htmlFor={`${id}-email`} className="block text-sm font-semibold text-slate-800">
            Email (used to log in)
          </label>
          <input
            id={`${id}-email`}
            type="email"
            readOnly
            value={profile.email}
            aria-describedby={`${id}-email-note`}
            className="mt-1 block w-full cursor-default rounded-lg border border-dashed border-slate-300 bg-slate-100 px-3 py-2.5 text-base text-slate-700"
          />
          <p id={`${id}-email-note`} className="mt-1 text-sm text-slate-600">
            This cannot be changed here. To use another address, write to us from this one through{" "}
            <a href="/contact" className="font-semibold text-brand-800 underline underline-offset-2">
              Contact us
            </a>
            , and we change it for you.
          </p>
        </div>
        <ViewSubmit busy={busy} label="Save" busyLabel="Saving…" />
      </ViewForm>
      <MyEnquiries id={id} />
      <MyShortlist id={id} />
      <ChangePasswordForm id={id} onChanged={() => setSessionsChanged((count) => count + 1)} />
      <SessionList id={id} refresh={sessionsChanged} />
      <OwnDataControls id={id} onDeleted={onSignedOut} />
      <button
        type="button"
        className="w-full rounded-full px-5 py-2.5 font-semibold text-brand-800 ring-1 ring-brand-800 hover:bg-brand-50"
        onClick={async () => {
          await logoutAction().catch(() => undefined);
          markSignedIn(false);
          onSignedOut();
        }}
      >
        Log out
      </button>
    </div>
  );
}
