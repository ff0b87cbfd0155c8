/**
 * A one-page PDF 1.4 document with a title and lines of Helvetica text, built by hand so that
 * the demo product sheets need no PDF library. Text is encoded as WinAnsi (Latin-1 plus a few
 * typographic characters); anything else becomes '?'.
 */

const WIN_ANSI_EXTRA: Record<string, number> = {
  '€': 0x80,
  '–': 0x96,
  '—': 0x97,
  '‘': 0x91,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
};

/** A PDF string literal body: WinAnsi bytes, with (, ) and \ escaped and non-ASCII as octal. */
function pdfString(text: string): string {
  let out = '';
  for (const ch of text) {
    const code = WIN_ANSI_EXTRA[ch] ?? ch.codePointAt(0) ?? 63;
    const byte = code <= 0xff ? code : 63;
    if (ch === '(' || ch === ')' || ch === '\\') out += `\\${ch}`;
    else if (byte >= 0x20 && byte < 0x7f) out += String.fromCharCode(byte);
    else out += `\\${byte.toString(8).padStart(3, '0')}`;
  }
  return out;
}

export interface PdfSheet {
  title: string;
  subtitle: string;
  lines: readonly string[];
  footer: string;
}

/** A small but valid PDF (correct cross-reference offsets) as bytes. */
export function sheetPdf(sheet: PdfSheet): Buffer {
  const ops: string[] = ['BT', '/F2 20 Tf', '56 780 Td', `(${pdfString(sheet.title)}) Tj`, 'ET'];
  ops.push('BT', '/F1 12 Tf', '56 756 Td', `(${pdfString(sheet.subtitle)}) Tj`, 'ET');
  ops.push('0.6 w', '56 740 m 539 740 l S');
  ops.push('BT', '/F1 11 Tf', '15 TL', '56 716 Td');
  for (const line of sheet.lines) ops.push(`(${pdfString(line)}) Tj T*`);
  ops.push('ET', 'BT', '/F1 8 Tf', '56 40 Td', `(${pdfString(sheet.footer)}) Tj`, 'ET');
  const stream = ops.join('\n');

  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
  ];
  let body = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((obj, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${obj}\nendobj\n`;
  });
  const xrefAt = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const off of offsets) body += `${String(off).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
