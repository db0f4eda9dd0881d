import type { Metadata, Viewport } from "next";
import { site } from "@/content/site";
import { siteOrigin } from "@/lib/env";
import { VISIT_SCRIPT } from "@/lib/site/visit";
import "./globals.css";

export const metadata: Metadata = {
  metadataBase: new URL(siteOrigin()),
  title: { default: `${site.name}: career counselling, admissions and study abroad`, template: `%s | ${site.name}` },
  description: site.description,
  applicationName: site.name,
};

export const viewport: Viewport = {
  themeColor: "#0b2a4a",
  width: "device-width",
  initialScale: 1,
};

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en-IN">
      <head>
        {/* Notes the visit's landing utm_* tags and referrer before anything else runs (lib/site/visit.ts). */}
        <script dangerouslySetInnerHTML={{ __html: VISIT_SCRIPT }} />
      </head>
      <body className="bg-white font-sans text-slate-900 antialiased">{children}</body>
    </html>
  );
}
