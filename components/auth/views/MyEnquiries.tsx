import { useEffect, useState } from "react";
import { myEnquiriesAction } from "@/lib/accounts/actions";
import type { MyEnquiry } from "@/lib/accounts/enquiries";

const date = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", year: "numeric", timeZone: "Asia/Kolkata" });

/** The profile's "My enquiries": each enquiry and job application made with this account's e-mail, and where it stands. */
export function MyEnquiries({ id }: { id: string }) {
  const [enquiries, setEnquiries] = useState<MyEnquiry[] | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    myEnquiriesAction()
      .then((outcome) => (outcome.ok ? setEnquiries((outcome.data?.enquiries as MyEnquiry[]) ?? []) : setFailed(true)))
      .catch(() => setFailed(true));
  }, []);

  return (
    <section aria-labelledby={`${id}-enquiries`} className="rounded-xl border border-slate-200 p-4">
      <h3 id={`${id}-enquiries`} className="font-semibold text-brand-900">
        My enquiries
      </h3>
      {failed ? (
        <p className="mt-2 text-sm text-red-700">Your enquiries could not be loaded just now.</p>
      ) : !enquiries ? (
        <p role="status" className="mt-2 text-sm text-slate-600">
          Loading your enquiries…
        </p>
      ) : enquiries.length === 0 ? (
        <p className="mt-2 text-sm text-slate-700">No enquiries yet with this e-mail address.</p>
      ) : (
        <ul className="mt-2 divide-y divide-slate-200">
          {enquiries.map((enquiry) => (
            <li key={enquiry.id} className="py-2 text-sm">
              <span className="font-semibold text-slate-900">
                {enquiry.kind}: {enquiry.subject}
              </span>
              <span className="text-slate-600">, {date.format(new Date(enquiry.createdAt))}</span>
              <span className="block text-slate-800">{enquiry.status}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
