/**
 * Just enough page layout for the brochure on top of pdf-lib: A4 pages, a cursor that moves down
 * the page and starts a new one when a block would not fit, wrapped text and columns.
 */
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage, type RGB } from "pdf-lib";

export const A4 = { width: 595.28, height: 841.89 } as const;
export const MARGIN = 48;
const FOOTER_HEIGHT = 28;

export const colours = {
  navy: rgb(0.043, 0.165, 0.29),
  amber: rgb(0.96, 0.62, 0.04),
  ink: rgb(0.13, 0.16, 0.2),
  grey: rgb(0.33, 0.38, 0.44),
  pale: rgb(0.93, 0.96, 0.99),
  white: rgb(1, 1, 1),
};

export type Fonts = { regular: PDFFont; bold: PDFFont; italic: PDFFont };
export type TextStyle = { font: PDFFont; size: number; color?: RGB; leading?: number };

/**
 * The standard PDF fonts encode WinAnsi only: the rupee sign is spelt out and anything else
 * outside the font is dropped rather than failing the build.
 */
export function printable(font: PDFFont, text: string): string {
  const supported = new Set(font.getCharacterSet());
  return [...text.replaceAll("₹", "Rs ")].filter((character) => supported.has(character.codePointAt(0)!)).join("");
}

/** The lines `text` takes at `width` points. */
export function wrap(text: string, style: TextStyle, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of printable(style.font, text).split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && style.font.widthOfTextAtSize(candidate, style.size) > width) {
      lines.push(line);
      line = word;
    } else line = candidate;
  }
  if (line) lines.push(line);
  return lines;
}

const leadingOf = (style: TextStyle) => style.leading ?? style.size * 1.35;

/** Height of `text` wrapped at `width`. */
export function textHeight(text: string, style: TextStyle, width: number): number {
  return wrap(text, style, width).length * leadingOf(style);
}

export class Flow {
  readonly pdf: PDFDocument;
  readonly fonts: Fonts;
  page!: PDFPage;
  /** Baseline cursor, in PDF points from the bottom of the page. */
  y = 0;
  readonly left = MARGIN;
  readonly width = A4.width - 2 * MARGIN;

  private constructor(pdf: PDFDocument, fonts: Fonts) {
    this.pdf = pdf;
    this.fonts = fonts;
    this.newPage();
  }

  static async create(): Promise<Flow> {
    const pdf = await PDFDocument.create();
    const [regular, bold, italic] = await Promise.all([
      pdf.embedFont(StandardFonts.Helvetica),
      pdf.embedFont(StandardFonts.HelveticaBold),
      pdf.embedFont(StandardFonts.HelveticaOblique),
    ]);
    return new Flow(pdf, { regular, bold, italic });
  }

  newPage(): void {
    this.page = this.pdf.addPage([A4.width, A4.height]);
    this.y = A4.height - MARGIN;
  }

  /** Starts a new page unless `height` more points fit above the footer. */
  ensure(height: number): void {
    if (this.y - height < MARGIN + FOOTER_HEIGHT) this.newPage();
  }

  /** Draws wrapped text with its top at `top` (default: the cursor); returns the height used. */
  textAt(text: string, style: TextStyle, x: number, width: number, top = this.y): number {
    const leading = leadingOf(style);
    const lines = wrap(text, style, width);
    lines.forEach((line, i) => {
      this.page.drawText(line, {
        x,
        y: top - style.size - i * leading,
        size: style.size,
        font: style.font,
        color: style.color ?? colours.ink,
      });
    });
    return lines.length * leading;
  }

  /** Wrapped text across the full width at the cursor, which moves below it. */
  paragraph(text: string, style: TextStyle, spaceAfter = 8): void {
    this.ensure(textHeight(text, style, this.width));
    this.y -= this.textAt(text, style, this.left, this.width) + spaceAfter;
  }

  /** A section heading with an amber rule, kept on the same page as the next `keepWith` points. */
  heading(text: string, keepWith = 60): void {
    const style = { font: this.fonts.bold, size: 15, color: colours.navy };
    this.ensure(28 + keepWith);
    this.y -= 6;
    this.textAt(text, style, this.left, this.width);
    this.page.drawRectangle({ x: this.left, y: this.y - 24, width: 36, height: 2.5, color: colours.amber });
    this.y -= 34;
  }

  /**
   * Blocks side by side in `columns` columns, row by row; each block measures itself for a
   * width and draws itself at (x, top, width). A row that does not fit starts a new page.
   */
  columns<T>(
    items: T[],
    columns: number,
    block: { height: (item: T, width: number) => number; draw: (item: T, x: number, top: number, width: number) => void },
    gap = 18,
  ): void {
    const width = (this.width - gap * (columns - 1)) / columns;
    for (let start = 0; start < items.length; start += columns) {
      const row = items.slice(start, start + columns);
      const height = Math.max(...row.map((item) => block.height(item, width)));
      this.ensure(height);
      row.forEach((item, i) => block.draw(item, this.left + i * (width + gap), this.y, width));
      this.y -= height + gap;
    }
  }

  /** "Page 1 of 2" and a line of text at the foot of every page. */
  footers(text: string): void {
    const pages = this.pdf.getPages();
    const style = { font: this.fonts.regular, size: 8.5, color: colours.grey };
    pages.forEach((page, i) => {
      const y = MARGIN - 12;
      page.drawLine({
        start: { x: MARGIN, y: y + 14 },
        end: { x: A4.width - MARGIN, y: y + 14 },
        thickness: 0.5,
        color: colours.grey,
      });
      page.drawText(printable(style.font, text), { x: MARGIN, y, ...style });
      const number = `Page ${i + 1} of ${pages.length}`;
      page.drawText(number, { x: A4.width - MARGIN - style.font.widthOfTextAtSize(number, style.size), y, ...style });
    });
  }
}
