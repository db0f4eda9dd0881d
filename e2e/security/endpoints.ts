/**
 * Every HTTP endpoint the site answers besides its pages (app/api, the admin exports and
 * downloads, uploaded media), with who may call it and a well-formed body to vary. A test in
 * endpoints.spec.ts fails when a route.ts exists that this list does not name.
 */
export type Access = "anyone" | "visitor" | "staff" | "admin";
export type Method = "GET" | "POST" | "PUT" | "DELETE";

export type Endpoint = {
  method: Method;
  /** The path as called; `:id` and `:token` are filled with an id that does not exist. */
  path: string;
  /** The route file under app/ that answers it. */
  route: string;
  access: Access;
  /** A "csv" body is a file of one heading line and one row, the sample's keys and values (sent as text/csv). */
  body?: { kind: "json" | "multipart" | "csv"; sample: Record<string, string | number> };
  /** Ends the caller's session (a log-out): the access matrix calls it with a session of its own. */
  endsSession?: true;
};

/** The sample as a CSV file: its keys the headings, its values the one row (quoted, quotes doubled). */
export function csvFile(sample: Record<string, unknown>): string {
  const cell = (value: unknown) => `"${String(value).replaceAll('"', '""')}"`;
  return `${Object.keys(sample).map(cell).join(",")}\n${Object.values(sample).map(cell).join(",")}\n`;
}

const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;

export const lead = () => ({
  name: "Fuzz Visitor",
  email: `fuzz-${stamp()}@example.com`,
  mobile: `9${String(Math.floor(Math.random() * 1e9)).padStart(9, "0")}`,
  percentage: 72,
  course: "MBA",
});

const franchise = () => ({
  orgizationname: "Fuzz Learning Pvt Ltd",
  contactperson: "Fuzz Person",
  mobile: `8${String(Math.floor(Math.random() * 1e9)).padStart(9, "0")}`,
  email: `fuzz-franchise-${stamp()}@example.com`,
  websiteurl: "https://fuzz.example.com",
  description: "A training company in Nagpur that would like to become a partner.",
});

const application = () => ({
  name: "Fuzz Applicant",
  email: `fuzz-career-${stamp()}@example.com`,
  phone: `7${String(Math.floor(Math.random() * 1e9)).padStart(9, "0")}`,
  designation: "Counsellor",
  dob: "1995-04-12",
  address: "12 MG Road, Pune",
  expected_salary: "₹4 LPA",
});

const college = () => ({
  nirf: 600 + Math.floor(Math.random() * 300),
  collegeName: `Fuzz School ${stamp()}`,
  address: "Pune, Maharashtra",
  accreditation: "AICTE approved",
  fees: "₹10 lakh",
  exams: "CAT, MAT",
  avgPackage: "₹8 LPA",
  description: "A college the security suite adds and removes again.",
  imageUrl: "",
  rating: "4.0",
  category: "Management",
});

const blog = () => ({
  title: `Fuzz blog ${stamp()}`,
  name: "Fuzz Author",
  coursename: "MBA",
  image: "/images/blogs/mba.svg",
  description: "A post the security suite adds and removes again.",
});

const account = () => ({
  name: "Fuzz Account",
  email: `fuzz-account-${stamp()}@example.com`,
  mobile: `9${String(Math.floor(Math.random() * 1e9)).padStart(9, "0")}`,
  password: `lantern-river-${stamp()}`,
});

/** A cuid-shaped id that no row has. */
export const MISSING_ID = "cm0000000000000000000000";

export function endpoints(): Endpoint[] {
  return [
    { method: "POST", path: "/api/contact", route: "api/contact", access: "anyone", body: { kind: "json", sample: lead() } },
    { method: "GET", path: "/api/contact", route: "api/contact", access: "staff" },
    {
      method: "POST",
      path: "/api/franchise",
      route: "api/franchise",
      access: "anyone",
      body: { kind: "json", sample: franchise() },
    },
    { method: "GET", path: "/api/franchise", route: "api/franchise", access: "staff" },
    {
      method: "POST",
      path: "/api/career/email",
      route: "api/career/email",
      access: "anyone",
      body: { kind: "multipart", sample: application() },
    },
    {
      method: "POST",
      path: "/api/auth/register",
      route: "api/auth/register",
      access: "anyone",
      body: { kind: "json", sample: account() },
    },
    { method: "GET", path: "/api/auth/register", route: "api/auth/register", access: "staff" },
    {
      method: "POST",
      path: "/api/auth/login",
      route: "api/auth/login",
      access: "anyone",
      body: { kind: "json", sample: { email: account().email, password: "lantern-river-1" } },
    },
    {
      method: "POST",
      path: "/api/auth/verify-otp",
      route: "api/auth/verify-otp",
      access: "anyone",
      body: { kind: "json", sample: { email: account().email, otp: "123456" } },
    },
    {
      method: "POST",
      path: "/api/auth/resend-otp",
      route: "api/auth/resend-otp",
      access: "anyone",
      body: { kind: "json", sample: { email: account().email } },
    },
    {
      method: "POST",
      path: "/api/auth/request-reset",
      route: "api/auth/request-reset",
      access: "anyone",
      body: { kind: "json", sample: { email: account().email } },
    },
    {
      method: "POST",
      path: `/api/auth/reset-password/${MISSING_ID}`,
      route: "api/auth/reset-password/[token]",
      access: "anyone",
      body: { kind: "json", sample: { password: "lantern-river-77" } },
    },
    { method: "GET", path: "/api/auth/me", route: "api/auth/me", access: "visitor" },
    { method: "GET", path: "/api/admin/unread-leads", route: "api/admin/unread-leads", access: "staff" },
    { method: "GET", path: `/api/admin/leads/${MISSING_ID}/whatsapp`, route: "api/admin/leads/[id]/whatsapp", access: "staff" },
    // The dry run: it reads the file and stores nothing.
    {
      method: "POST",
      path: "/api/admin/lead-import?step=check&file=fuzz.csv",
      route: "api/admin/lead-import",
      access: "admin",
      body: { kind: "csv", sample: lead() },
    },
    {
      method: "PUT",
      path: "/api/auth/update-profile",
      route: "api/auth/update-profile",
      access: "visitor",
      body: { kind: "json", sample: { name: "Fuzz Account", mobile: "9876543210" } },
    },
    // Not the visitor's password: answered 400 without changing anything, so the suite's session lives on.
    {
      method: "POST",
      path: "/api/auth/change-password",
      route: "api/auth/change-password",
      access: "visitor",
      body: { kind: "json", sample: { currentPassword: "not-the-password-1", newPassword: "lantern-river-88" } },
    },
    { method: "POST", path: "/api/auth/logout", route: "api/auth/logout", access: "visitor", endsSession: true },
    // Browsers' violation reports; a flat body is not one, and is answered 400.
    {
      method: "POST",
      path: "/api/csp-reports",
      route: "api/csp-reports",
      access: "anyone",
      body: { kind: "json", sample: { "document-uri": "http://localhost/" } },
    },
    {
      method: "POST",
      path: "/api/admin/",
      route: "api/admin",
      access: "anyone",
      // A username per call: ten wrong passwords for one back it off (lib/staff/password-attempts.ts).
      body: { kind: "json", sample: { username: `nobody-${stamp()}`, password: "not-the-password" } },
    },
    { method: "GET", path: "/api/college/list", route: "api/college/list", access: "anyone" },
    { method: "GET", path: "/api/predictor", route: "api/predictor", access: "anyone" },
    {
      method: "POST",
      path: "/api/college/add",
      route: "api/college/add",
      access: "admin",
      body: { kind: "json", sample: college() },
    },
    {
      method: "PUT",
      path: `/api/college/update/${MISSING_ID}`,
      route: "api/college/update/[id]",
      access: "admin",
      body: { kind: "json", sample: college() },
    },
    { method: "DELETE", path: `/api/college/delete/${MISSING_ID}`, route: "api/college/delete/[id]", access: "admin" },
    { method: "GET", path: "/api/blog/list", route: "api/blog/list", access: "anyone" },
    { method: "POST", path: "/api/blog/add", route: "api/blog/add", access: "admin", body: { kind: "json", sample: blog() } },
    {
      method: "PUT",
      path: `/api/blog/update/${MISSING_ID}`,
      route: "api/blog/update/[id]",
      access: "admin",
      body: { kind: "json", sample: blog() },
    },
    { method: "DELETE", path: `/api/blog/delete/${MISSING_ID}`, route: "api/blog/delete/[id]", access: "admin" },
    { method: "GET", path: `/media/${MISSING_ID}`, route: "media/[id]", access: "anyone" },
    { method: "GET", path: `/admin/careers/${MISSING_ID}/resume`, route: "admin/(panel)/careers/[id]/resume", access: "staff" },
    {
      method: "GET",
      path: `/admin/contacts/${MISSING_ID}/whatsapp/${MISSING_ID}`,
      route: "admin/(panel)/contacts/[id]/whatsapp/[messageId]",
      access: "staff",
    },
    { method: "GET", path: "/admin/contacts/export", route: "admin/(panel)/contacts/export", access: "admin" },
    { method: "GET", path: "/admin/franchise/export", route: "admin/(panel)/franchise/export", access: "admin" },
    { method: "GET", path: "/admin/careers/export", route: "admin/(panel)/careers/export", access: "admin" },
    { method: "GET", path: "/admin/users/export", route: "admin/(panel)/users/export", access: "admin" },
    { method: "GET", path: "/admin/dashboard/export?days=7", route: "admin/(panel)/dashboard/export", access: "staff" },
    // Privacy: rights requests (anyone, the same answer for any address), a confirmed request's
    // download by its signed reference, a visitor's own data, the audit log's export.
    {
      method: "POST",
      path: "/api/privacy/requests",
      route: "api/privacy/requests",
      access: "anyone",
      body: { kind: "json", sample: { email: `fuzz-${stamp()}@example.com`, kind: "access" } },
    },
    {
      method: "GET",
      path: "/privacy/requests/download?ref=not-a-reference&format=json",
      route: "(site)/privacy/requests/download",
      access: "anyone",
    },
    { method: "GET", path: "/api/auth/my-data", route: "api/auth/my-data", access: "visitor" },
    {
      method: "GET",
      path: "/admin/audit/export?from=2026-11-01&to=2026-11-02",
      route: "admin/(panel)/audit/export",
      access: "admin",
    },
    // Operations: the metrics and cron endpoints answer 404 to everyone while their secret is unset (as here).
    { method: "GET", path: "/api/health", route: "api/health", access: "anyone" },
    { method: "GET", path: "/api/ready", route: "api/ready", access: "anyone" },
    { method: "GET", path: "/api/metrics", route: "api/metrics", access: "anyone" },
    { method: "POST", path: "/api/cron/lead-waiting", route: "api/cron/[job]", access: "anyone" },
    // Lead intake: the webhooks answer 404 while their secrets are unset (Meta's are set here, for WhatsApp); a partner needs a key made in the panel.
    {
      method: "GET",
      path: "/api/webhooks/meta?hub.mode=subscribe&hub.verify_token=x&hub.challenge=1",
      route: "api/webhooks/meta",
      access: "anyone",
    },
    {
      method: "POST",
      path: "/api/webhooks/meta",
      route: "api/webhooks/meta",
      access: "anyone",
      body: { kind: "json", sample: { object: "page", entry: "[]" } },
    },
    {
      method: "POST",
      path: "/api/webhooks/google-leads",
      route: "api/webhooks/google-leads",
      access: "anyone",
      body: { kind: "json", sample: { lead_id: "fuzz-1", google_key: "not-the-key-00000000" } },
    },
    {
      method: "POST",
      path: "/api/partners/leads",
      route: "api/partners/leads",
      access: "anyone",
      body: { kind: "json", sample: { externalId: `fuzz-${stamp()}`, ...lead() } },
    },
  ];
}

/** Auth.js's own routes (sign-in, callback, session, CSRF token), answered by the library. */
export const AUTH_JS_ROUTE = "api/auth/[...nextauth]";
