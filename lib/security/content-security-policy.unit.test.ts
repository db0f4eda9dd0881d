import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { inlineScriptHashes, noncePolicy, prerenderedPagePolicy } from "./content-security-policy.mjs";

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

describe("content security policy", () => {
  it("hashes the inline scripts a browser would run, and nothing else", () => {
    const html = [
      '<script src="/_next/static/chunks/a.js" async=""></script>',
      "<script>self.__next_f=self.__next_f||[]</script>",
      '<script type="application/ld+json">{"@type":"Organization"}</script>',
      '<script type="module">import("/x.js")</script>',
      '<SCRIPT>self.__next_f.push([1,"é"])</SCRIPT>',
      "<script>self.__next_f=self.__next_f||[]</script>",
    ].join("");
    expect(inlineScriptHashes(html)).toEqual([
      sha256("self.__next_f=self.__next_f||[]"),
      sha256('import("/x.js")'),
      sha256('self.__next_f.push([1,"é"])'),
    ]);
  });

  it("never allows inline scripts by themselves", () => {
    for (const policy of [prerenderedPagePolicy("<script>1</script>"), noncePolicy("abc", [])]) {
      const scriptSources = /script-src ([^;]*)/.exec(policy)?.[1] ?? "";
      expect(scriptSources).not.toContain("'unsafe-inline'");
      expect(policy).toContain("base-uri 'none'");
    }
    expect(noncePolicy("abc", ["'sha256-x'"])).toContain("script-src 'self' 'nonce-abc' 'sha256-x'");
  });
});
