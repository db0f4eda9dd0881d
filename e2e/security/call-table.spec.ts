/**
 * The old site's call table, row by row: each answer has the shape its existing clients read
 * (fields under the names they look for), over HTTP against the production server, with the
 * visitor's code read from the test mailbox.
 */
import { expect, test, type APIRequestContext } from "../test";
import { waitForMail } from "../mailbox/client";
import { adminCredentials, freshCode, logInAsAdmin } from "../staff";
import { newClient } from "./callers";

const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;
const mobile = () => `98${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`;

function newVisitor() {
  const id = stamp();
  return { name: "Call Table Visitor", email: `calls-${id}@example.com`, mobile: mobile(), password: `lantern-${id}` };
}

let visitorClient: APIRequestContext;
let admin: APIRequestContext;
let anonymous: APIRequestContext;
let visitor: ReturnType<typeof newVisitor>;
let token = "";

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  [visitorClient, admin, anonymous] = await Promise.all([newClient(), newClient(), newClient()]);
  visitor = newVisitor();
  await logInAsAdmin(admin);
});
test.afterAll(async () => Promise.all([visitorClient, admin, anonymous].map((client) => client.dispose())));

test("POST /api/auth/register → { message, success }", async () => {
  const response = await visitorClient.post("/api/auth/register", { data: visitor });
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ message: expect.any(String), success: true });
});

test("POST /api/auth/login → { message: 'OTP sent to email' }", async () => {
  const response = await visitorClient.post("/api/auth/login", { data: { email: visitor.email, password: visitor.password } });
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ message: "OTP sent to email" });
});

test("POST /api/auth/verify-otp → { message, user: { name, email, mobile }, token }", async () => {
  const code = /\b(\d{6})\b/.exec(await waitForMail(visitor.email, /login code/i))?.[1];
  expect(code).toMatch(/^\d{6}$/);
  const response = await visitorClient.post("/api/auth/verify-otp", { data: { email: visitor.email, otp: code } });
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { token: string };
  expect(body).toEqual({
    message: expect.any(String),
    user: { name: visitor.name, email: visitor.email, mobile: expect.stringContaining(visitor.mobile) },
    token: expect.stringMatching(/\S{20,}/),
  });
  token = body.token;
});

test("GET /api/auth/me with the Bearer token → { user: { name, email, mobile } }", async () => {
  const response = await anonymous.get("/api/auth/me", { headers: { authorization: `Bearer ${token}` } });
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({
    user: { name: visitor.name, email: visitor.email, mobile: expect.stringContaining(visitor.mobile) },
  });
});

test("PUT /api/auth/update-profile with the Bearer token → { message, user }", async () => {
  const response = await anonymous.put("/api/auth/update-profile", {
    headers: { authorization: `Bearer ${token}` },
    data: { name: "Call Table Renamed", mobile: visitor.mobile },
  });
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({
    message: "Profile updated successfully!",
    user: { name: "Call Table Renamed", email: visitor.email, mobile: expect.stringContaining(visitor.mobile) },
  });
});

test("POST /api/auth/request-reset → { message }, and the link's POST /api/auth/reset-password/:token → { message }", async () => {
  const requested = await visitorClient.post("/api/auth/request-reset", { data: { email: visitor.email } });
  expect(requested.status()).toBe(200);
  expect(await requested.json()).toEqual({ message: "Reset link sent to your email" });
  const resetToken = /\/reset-password\/([\w-]+)/.exec(await waitForMail(visitor.email, /^Reset your password/))?.[1];
  expect(resetToken).toBeTruthy();
  const reset = await visitorClient.post(`/api/auth/reset-password/${resetToken}`, {
    data: { password: `new-${visitor.password}` },
  });
  expect(reset.status()).toBe(200);
  expect(await reset.json()).toEqual({ message: "Password updated successfully" });
});

test("POST /api/contact → { message }", async () => {
  const response = await anonymous.post("/api/contact", {
    data: {
      name: "Call Table Lead",
      email: `lead-${stamp()}@example.com`,
      mobile: mobile(),
      percentage: 81,
      course: "MBA",
      appearedInExam: "no",
    },
  });
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ message: expect.stringMatching(/\S/) });
});

test("POST /api/franchise → { message } (shown as data.message)", async () => {
  const response = await anonymous.post("/api/franchise", {
    data: {
      orgizationname: "Call Table Academy",
      contactperson: "Asha Rao",
      mobile: mobile(),
      email: `franchise-${stamp()}@example.com`,
      websiteurl: "https://example.com",
      description: "A coaching centre in Noida that wants to partner.",
    },
  });
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ message: expect.stringMatching(/\S/) });
});

test("POST /api/admin/ → { authenticated: true }, or { authenticated: false, error, message }, with secondFactor when a code is needed", async () => {
  const refused = await anonymous.post("/api/admin/", { data: { ...adminCredentials(), password: "not the password" } });
  expect(refused.status()).toBe(401);
  expect(await refused.json()).toEqual({ authenticated: false, error: "Invalid credentials", message: "Invalid credentials" });
  const credentials = await logInAsAdmin(await newClient());
  const client = await newClient();
  // A password alone reaches nothing: no session, and the answer says a code is needed.
  const passwordOnly = await client.post("/api/admin/", {
    data: { username: credentials.username, password: credentials.password },
  });
  expect(passwordOnly.status()).toBe(401);
  expect(await passwordOnly.json()).toEqual({
    authenticated: false,
    secondFactor: "required",
    error: expect.any(String),
    message: expect.any(String),
  });
  expect(passwordOnly.headers()["set-cookie"] ?? "").not.toMatch(/session-token=/);
  expect((await client.get("/api/contact")).status()).toBe(401);
  expect((await client.get("/admin/contacts", { maxRedirects: 0 })).status()).toBe(307);
  const accepted = await client.post("/api/admin/", { data: { ...credentials, code: await freshCode(credentials.totpSecret!) } });
  expect(accepted.status()).toBe(200);
  expect(await accepted.json()).toEqual({ authenticated: true });
  expect((await client.get("/api/contact")).status()).toBe(200);
  await client.dispose();
});

test("GET /api/contact, /api/franchise and /api/auth/register → arrays of records under the old names", async () => {
  const leads = (await (await admin.get("/api/contact?limit=5")).json()) as Record<string, unknown>[];
  expect(Array.isArray(leads) && leads.length).toBeGreaterThan(0);
  expect(Object.keys(leads[0]!)).toEqual(
    expect.arrayContaining(["_id", "name", "course", "email", "mobile", "percentage", "appearedInExam"]),
  );
  const franchise = (await (await admin.get("/api/franchise?limit=5")).json()) as Record<string, unknown>[];
  expect(franchise.length).toBeGreaterThan(0);
  expect(Object.keys(franchise[0]!)).toEqual(
    expect.arrayContaining(["_id", "orgizationname", "contactperson", "mobile", "email", "websiteurl", "description"]),
  );
  const users = (await (await admin.get("/api/auth/register?limit=5")).json()) as Record<string, unknown>[];
  expect(users.length).toBeGreaterThan(0);
  expect(Object.keys(users[0]!)).toEqual(expect.arrayContaining(["_id", "name", "email", "mobile"]));
  expect(JSON.stringify(users)).not.toMatch(/password|hash/i);
});

const college = {
  nirf: 977,
  collegeName: `Call Table Institute ${stamp()}`,
  address: "Pune, Maharashtra",
  accreditation: "NAAC A",
  fees: "₹8 lakh (4 years)",
  exams: "JEE Main",
  avgPackage: "₹7 LPA",
  description: "A college made by the call-table test; it is deleted again at the end of the test.",
  imageUrl: "",
  rating: "4.1",
  category: "Engineering",
};

test("GET /api/college/list and POST, PUT, DELETE /api/college/* → arrays and { message, college }", async () => {
  const added = await admin.post("/api/college/add", { data: college });
  expect(added.status()).toBe(201);
  const body = (await added.json()) as { college: { _id: string } };
  expect(body).toEqual({
    message: "College Added Successfully!",
    college: expect.objectContaining({ _id: expect.any(String), collegeName: college.collegeName, nirf: 977 }),
  });

  const updated = await admin.put(`/api/college/update/${body.college._id}`, { data: { ...college, fees: "₹9 lakh (4 years)" } });
  expect(await updated.json()).toEqual({
    message: "College Updated Successfully!",
    college: expect.objectContaining({ fees: "₹9 lakh (4 years)" }),
  });

  const list = (await (await anonymous.get("/api/college/list?limit=500")).json()) as Record<string, unknown>[];
  expect(list.some((row) => row._id === body.college._id)).toBe(true);
  expect(Object.keys(list[0]!)).toEqual(
    expect.arrayContaining([
      "_id",
      "nirf",
      "collegeName",
      "address",
      "accreditation",
      "fees",
      "exams",
      "avgPackage",
      "description",
      "imageUrl",
      "rating",
      "category",
    ]),
  );

  const deleted = await admin.delete(`/api/college/delete/${body.college._id}`);
  expect(await deleted.json()).toEqual({
    message: "College Deleted Successfully!",
    college: expect.objectContaining({ _id: body.college._id }),
  });
});

test("a college body with a bad field is named by its old-API name", async () => {
  const response = await admin.post("/api/college/add", { data: { nirf: 42 } });
  expect(response.status()).toBe(400);
  const { errors } = (await response.json()) as { errors: Record<string, string> };
  expect(Object.keys(errors)).toEqual(expect.arrayContaining(["collegeName", "address"]));
  expect(errors).not.toHaveProperty("name");
});

test("GET /api/blog/list and POST, PUT, DELETE /api/blog/* → arrays and { message, blog }", async () => {
  const blog = {
    title: `Call table article ${stamp()}`,
    name: "Asha Rao",
    coursename: "MBA",
    image: "/images/blogs/default.svg",
    description: "An article made by the call-table test.",
  };
  const added = await admin.post("/api/blog/add", { data: blog });
  expect(added.status()).toBe(201);
  const body = (await added.json()) as { blog: { _id: string } };
  expect(body).toEqual({ message: "Blog Added Successfully!", blog: { _id: expect.any(String), ...blog } });

  const updated = await admin.put(`/api/blog/update/${body.blog._id}`, { data: { ...blog, coursename: "BBA" } });
  expect(await updated.json()).toEqual({
    message: "Blog Updated Successfully!",
    blog: { _id: body.blog._id, ...blog, coursename: "BBA" },
  });

  const list = (await (await anonymous.get("/api/blog/list")).json()) as Record<string, unknown>[];
  expect(list.find((row) => row._id === body.blog._id)).toEqual({ _id: body.blog._id, ...blog, coursename: "BBA" });

  const deleted = await admin.delete(`/api/blog/delete/${body.blog._id}`);
  expect(await deleted.json()).toEqual({
    message: "Blog Deleted Successfully!",
    blog: expect.objectContaining({ _id: body.blog._id }),
  });
});

test("POST /api/career/email (multipart with the résumé) → { message }", async () => {
  const pdf = Buffer.from("%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n");
  const response = await anonymous.post("/api/career/email", {
    multipart: {
      name: "Call Table Applicant",
      email: `applicant-${stamp()}@example.com`,
      phone: mobile(),
      designation: "Counsellor",
      dob: "1995-04-12",
      address: "Sector 62, Noida",
      expected_salary: "600000",
      last_salary: "450000",
      resume: { name: "resume.pdf", mimeType: "application/pdf", buffer: pdf },
    },
  });
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ message: "Form submitted successfully!" });
});
