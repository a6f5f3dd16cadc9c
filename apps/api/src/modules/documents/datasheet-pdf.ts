/**
 * A one-page A4 datasheet as a valid PDF 1.4 file, written by hand: a title, the shop's words
 * "Datasheet", and one line per value. The standard Helvetica font has no Vietnamese letters, so
 * the text is written without its marks (`Điện áp` → `Dien ap`); everything else is plain ASCII.
 */
export function datasheetPdf(title: string, values: Record<string, string>): Buffer {
  const plain = (text: string) =>
    text
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/đ/g, 'd')
      .replace(/Đ/g, 'D')
      .replace(/[^\x20-\x7e]/g, '?')
      .replace(/[\\()]/g, (c) => `\\${c}`);
  const lines = [
    'BT /F1 18 Tf 56 780 Td',
    `(${plain(title)}) Tj`,
    'ET',
    'BT /F1 11 Tf 56 756 Td',
    `(${plain('Bảng thông số kỹ thuật / Datasheet')}) Tj`,
    'ET',
    ...Object.entries(values).flatMap(([label, value], index) => [
      `BT /F1 12 Tf 56 ${720 - index * 22} Td`,
      `(${plain(label)}: ${plain(value)}) Tj`,
      'ET',
    ]),
  ];
  const content = lines.join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** The datasheet's name shown in the shop (and its download name), marks kept. */
export function datasheetName(productName: string): string {
  return `Bảng thông số ${productName}`.slice(0, 120);
}
