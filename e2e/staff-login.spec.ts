import { expect, test } from "./test";
import { clientAddress } from "./client-address";
import { adminCredentials, freshCode, logInAsAdmin } from "./staff";

test.describe("the staff log-in API (POST /api/admin/)", () => {
  test("refuses empty fields with 400 and wrong ones with 401, in the specification's { error } shape", async ({ request }) => {
    const empty = await request.post("/api/admin/", { data: { username: "", password: "" } });
    expect(empty.status()).toBe(400);
    expect(await empty.json()).toEqual({
      authenticated: false,
      error: "Enter your username and password.",
      message: "Enter your username and password.",
    });

    const wrong = await request.post("/api/admin/", {
      data: { username: adminCredentials().username, password: "not-the-password" },
    });
    expect(wrong.status()).toBe(401);
    expect(await wrong.json()).toEqual({ authenticated: false, error: "Invalid credentials", message: "Invalid credentials" });
    expect(wrong.headers()["set-cookie"]).toBeUndefined();

    const notJson = await request.post("/api/admin/", { data: "username=admin", headers: { "content-type": "text/plain" } });
    expect(notJson.status()).toBe(415);
  });

  test("a password alone reaches nothing; with the code it logs in with an httpOnly, SameSite=Lax session cookie that the college API accepts", async ({
    request,
    playwright,
    baseURL,
  }) => {
    const setUp = await playwright.request.newContext({ baseURL });
    const admin = await logInAsAdmin(setUp);
    await setUp.dispose();
    const headers = { "x-forwarded-for": clientAddress() };
    const passwordOnly = await request.post("/api/admin/", {
      data: { username: admin.username, password: admin.password },
      headers,
    });
    expect(passwordOnly.status()).toBe(401);
    expect(await passwordOnly.json()).toMatchObject({ authenticated: false, secondFactor: "required" });
    expect(passwordOnly.headers()["set-cookie"] ?? "").not.toMatch(/session-token=/);
    expect((await request.post("/api/college/add", { data: {} })).status()).toBe(401);

    const response = await request.post("/api/admin/", { data: { ...admin, code: await freshCode(admin.totpSecret!) }, headers });
    expect(response.status()).toBe(200);
    const cookie = response
      .headersArray()
      .find((header) => header.name.toLowerCase() === "set-cookie" && header.value.includes("session-token"));
    expect(cookie?.value).toMatch(/HttpOnly/i);
    expect(cookie?.value).toMatch(/SameSite=Lax/i);
    // Signed in: the write passes the access check and reaches validation.
    const write = await request.post("/api/college/add", { data: {} });
    expect(write.status()).toBe(400);
  });

  test("refuses a log-in posted from another site's page", async ({ request }) => {
    const response = await request.post("/api/admin/", { data: adminCredentials(), headers: { origin: "https://evil.example" } });
    expect(response.status()).toBe(403);
  });

  test("Auth.js's sign-out ends that session for every copy of its cookie, not the account's other sessions", async ({
    request,
    playwright,
    baseURL,
  }) => {
    const admin = await logInAsAdmin(request);
    const copy = await playwright.request.newContext({ baseURL, storageState: await request.storageState() });
    const otherDevice = await playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: { "x-forwarded-for": clientAddress() },
    });
    expect(
      (await otherDevice.post("/api/admin/", { data: { ...admin, code: await freshCode(admin.totpSecret!) } })).status(),
    ).toBe(200);
    expect((await copy.post("/api/college/add", { data: {} })).status()).toBe(400);

    const { csrfToken } = (await (await request.get("/api/auth/csrf")).json()) as { csrfToken: string };
    const signOut = await request.post("/api/auth/signout", { form: { csrfToken }, maxRedirects: 0 });
    expect(signOut.status()).toBe(302);
    expect((await request.post("/api/college/add", { data: {} })).status()).toBe(401);
    // The copy still holds the old cookie, but that session is over.
    expect((await copy.post("/api/college/add", { data: {} })).status()).toBe(401);
    expect((await otherDevice.post("/api/college/add", { data: {} })).status()).toBe(400);
    await copy.dispose();
    await otherDevice.dispose();
  });
});
