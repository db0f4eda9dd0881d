import type { Metadata, Viewport } from "next";
import { site } from "@/content/site";
import { siteOrigin } from "@/lib/env";
import { HEAD_SCRIPT } from "@/lib/site/head-script";
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
        {/* Before the first paint: the header's signed-in state, and the visit's landing tags (lib/site/). */}
        <script dangerouslySetInnerHTML={{ __html: HEAD_SCRIPT }} />
      </head>
      <body className="bg-white font-sans text-slate-900 antialiased">{children}</body>
    </html>
  );
}
