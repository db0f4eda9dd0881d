// Writes public/brochure.pdf (the footer's "Download Pdf") from content/, so the brochure always
// carries the same services, figures and offices as the site. Run by `npm run build` and `dev`.
import { readFile, writeFile } from "node:fs/promises";
import { buildBrochure } from "../lib/brochure/build";
import { envSchema, siteOrigin } from "../lib/env";

async function main() {
  const pdf = await buildBrochure({
    logoSvg: await readFile(new URL("../public/images/brand/logo.svg", import.meta.url), "utf8"),
    whatsappNumber: envSchema.shape.WHATSAPP_NUMBER.parse(process.env.WHATSAPP_NUMBER),
    siteUrl: siteOrigin(),
  });
  await writeFile(new URL("../public/brochure.pdf", import.meta.url), pdf);
  console.log("Brochure written to public/brochure.pdf");
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
