/** A line of text on the page: from the top-left corner, in points (A4 is 595 × 842). */
export interface PdfText {
  text: string;
  x: number;
  y: number;
  size: number;
  bold?: boolean;
  /** Aligns the text's right end on x, for amounts: measured with an average glyph width. */
  alignRight?: boolean;
}

const PAGE_WIDTH = 595;
const PAGE_HEIGHT = 842;
/** Helvetica's average glyph width in em, near enough to right-align digits and short labels. */
const AVERAGE_GLYPH_EM = 0.55;

/** WinAnsi covers Latin-1: anything else prints as "?", and PDF string delimiters are escaped. */
function pdfString(text: string): string {
  const latin1 = [...text].map((char) => (char.charCodeAt(0) <= 0xff ? char : "?")).join("");
  return `(${latin1.replace(/[\\()]/g, (char) => `\\${char}`)})`;
}

function drawText(line: PdfText): string {
  const width = line.alignRight ? line.text.length * line.size * AVERAGE_GLYPH_EM : 0;
  const x = (line.x - width).toFixed(1);
  const y = (PAGE_HEIGHT - line.y).toFixed(1);
  return `BT /${line.bold ? "F2" : "F1"} ${line.size} Tf ${x} ${y} Td ${pdfString(line.text)} Tj ET`;
}

/**
 * A one-page PDF of text lines in Helvetica, written by hand: the sandbox's invoices need no more,
 * and no PDF library is in the tree. Objects and cross-reference table as PDF 1.4 wants them.
 */
export function textPdf(lines: readonly PdfText[], rules: readonly number[] = []): Buffer {
  const content = [
    ...rules.map((y) => `0.85 G 48 ${PAGE_HEIGHT - y} m ${PAGE_WIDTH - 48} ${PAGE_HEIGHT - y} l S`),
    "0 g",
    ...lines.map(drawText),
  ].join("\n");
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>",
    `<< /Length ${Buffer.byteLength(content, "latin1")} >>\nstream\n${content}\nendstream`,
  ];
  let body = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, "latin1"));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xrefOffset = Buffer.byteLength(body, "latin1");
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, "0")} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xrefOffset}\n%%EOF\n`;
  return Buffer.from(body, "latin1");
}
