import { describe, expect, it } from 'vitest';
import { datasheetPdf } from './datasheet-pdf';
import { contentDisposition } from './download-name';
import { isPdf } from './pdf-check';

describe('isPdf', () => {
  const sheet = datasheetPdf('Điện trở chữ U 380V (3kW)', {
    'Điện áp': '380V',
    'Công suất': '3kW',
  });

  it('takes the generated datasheet, whose cross-reference table points at each object', () => {
    expect(isPdf(sheet)).toBe(true);
    const text = sheet.toString('latin1');
    const xrefAt = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(text)?.[1]);
    expect(text.slice(xrefAt, xrefAt + 4)).toBe('xref');
    const offsets = [...text.slice(xrefAt).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) =>
      Number(m[1]),
    );
    expect(offsets).toHaveLength(5);
    offsets.forEach((offset, index) => {
      expect(text.slice(offset, offset + 7)).toBe(`${index + 1} 0 obj`);
    });
    expect(text).toContain('(Dien tro chu U 380V \\(3kW\\)) Tj');
  });

  it('refuses other files and PDFs cut short or with something after their end', () => {
    expect(isPdf(Buffer.from('%PDF-1.4\nstuff'))).toBe(false);
    expect(isPdf(sheet.subarray(0, sheet.length - 10))).toBe(false);
    expect(isPdf(Buffer.concat([sheet, Buffer.from('<html>')]))).toBe(false);
    expect(isPdf(Buffer.concat([Buffer.from(' '), sheet]))).toBe(false);
    expect(isPdf(Buffer.from('%PDF-9.9\nstartxref\n0\n%%EOF'))).toBe(false);
    expect(isPdf(Buffer.concat([sheet, Buffer.from('\r\n  \n')]))).toBe(true);
  });
});

describe('contentDisposition', () => {
  it('sends the Vietnamese name in UTF-8 and an ASCII fallback', () => {
    expect(contentDisposition('Bảng thông số Đèn')).toBe(
      `inline; filename="Bang thong so Den.pdf"; filename*=UTF-8''B%E1%BA%A3ng%20th%C3%B4ng%20s%E1%BB%91%20%C4%90%C3%A8n.pdf`,
    );
  });

  it('keeps quotes, line breaks, separators and leading dots out of the header', () => {
    const header = contentDisposition('a"b\r\nSet-Cookie: x=1;/..\\c');
    expect(header).not.toMatch(/[\r\n]/);
    expect(header).toBe(
      `inline; filename="a_b Set-Cookie: x=1__.._c.pdf"; filename*=UTF-8''a%22b%20Set-Cookie%3A%20x%3D1%3B_.._c.pdf`,
    );
    expect(contentDisposition('...')).toBe(
      `inline; filename="document.pdf"; filename*=UTF-8''document.pdf`,
    );
    expect(contentDisposition('Sheet.PDF')).toContain('filename="Sheet.PDF"');
  });
});
