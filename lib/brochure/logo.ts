/**
 * Draws the site's SVG logo (public/images/brand/logo.svg) with pdf-lib's vector operations, so
 * the brochure carries the same mark. The logo is circles and paths only; anything else in the
 * file fails the brochure build rather than being left out silently.
 */
import { LineCapStyle, rgb, type PDFPage } from "pdf-lib";

const attributes = (tag: string) =>
  Object.fromEntries([...tag.matchAll(/([\w-]+)="([^"]*)"/g)].map(([, name, value]) => [name!, value!]));

/** #rgb or #rrggbb. */
function colour(hex: string) {
  const digits = hex.replace(/^#/, "");
  const value = Number.parseInt(digits.length === 3 ? [...digits].map((digit) => digit + digit).join("") : digits, 16);
  return rgb(((value >> 16) & 255) / 255, ((value >> 8) & 255) / 255, (value & 255) / 255);
}

/** Draws `svg` with its top-left corner at (x, top), `size` points wide. */
export function drawSvgLogo(page: PDFPage, svg: string, x: number, top: number, size: number): void {
  const viewBox = /viewBox="([\d.\s-]+)"/.exec(svg)?.[1]?.split(/\s+/).map(Number);
  if (!viewBox || viewBox.length !== 4) throw new Error("logo: the SVG has no viewBox");
  const scale = size / viewBox[2]!;
  for (const [tag, name] of svg.matchAll(/<(\w+)\b[^>]*\/?>/g)) {
    const a = attributes(tag);
    if (name === "svg") continue;
    if (name === "circle") {
      page.drawCircle({
        x: x + Number(a.cx) * scale,
        y: top - Number(a.cy) * scale,
        size: Number(a.r) * scale,
        color: colour(a.fill!),
      });
    } else if (name === "path") {
      page.drawSvgPath(a.d!, {
        x,
        y: top,
        scale,
        color: a.fill ? colour(a.fill) : undefined,
        borderColor: a.stroke ? colour(a.stroke) : undefined,
        borderWidth: a["stroke-width"] ? Number(a["stroke-width"]) * scale : undefined,
        borderLineCap: a["stroke-linecap"] === "round" ? LineCapStyle.Round : undefined,
      });
    } else {
      throw new Error(`logo: <${name}> is not drawn in the brochure; keep the logo to circles and paths`);
    }
  }
}
