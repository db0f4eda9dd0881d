import { ImageResponse } from "next/og";
import { site } from "@/content/site";
import { shareImage } from "@/lib/seo/share-image";

export const shareImageSize = { width: shareImage.width, height: shareImage.height };
export const shareImageAlt = shareImage.alt;

/**
 * The site-wide Open Graph / Twitter card, drawn at build time: the compass mark, the name and
 * the tagline in the brand colours. Only next/og's bundled font is used (no font is fetched).
 */
export function renderShareImage(): ImageResponse {
  return new ImageResponse(
    <div
      style={{
        width: "100%",
        height: "100%",
        display: "flex",
        flexDirection: "column",
        justifyContent: "space-between",
        padding: "72px 80px",
        background: "linear-gradient(135deg, #071c33 0%, #0f3866 100%)",
        color: "#ffffff",
      }}
    >
      <div style={{ display: "flex", alignItems: "center", gap: 28 }}>
        <svg width="120" height="120" viewBox="0 0 64 64">
          <circle cx="32" cy="32" r="31" fill="#0b2a4a" stroke="#dbe8f6" strokeWidth="2" />
          <path d="M32 10l6 16 16 6-16 6-6 16-6-16-16-6 16-6z" fill="#f59e0b" />
          <circle cx="32" cy="32" r="5" fill="#ffffff" />
        </svg>
        <div style={{ display: "flex", flexDirection: "column" }}>
          <div style={{ fontSize: 64, fontWeight: 700, lineHeight: 1.1 }}>{site.shortName}</div>
          <div style={{ fontSize: 30, color: "#dbe8f6" }}>Education &amp; Careers</div>
        </div>
      </div>
      <div style={{ display: "flex", fontSize: 56, fontWeight: 700, lineHeight: 1.2, maxWidth: 980 }}>{site.tagline}</div>
      <div style={{ display: "flex", alignItems: "center", gap: 20, fontSize: 28, color: "#fbbf24" }}>
        <div style={{ display: "flex", width: 64, height: 6, background: "#f59e0b", borderRadius: 3 }} />
        Career counselling · Admissions · Study abroad
      </div>
    </div>,
    shareImageSize,
  );
}
