import { describe, expect, it } from 'vitest';
import { parseInline, parsePolicyMarkdown } from './policy-markdown';

describe('parsePolicyMarkdown', () => {
  it('reads the title, headings, paragraphs and both kinds of list', () => {
    const parsed = parsePolicyMarkdown(
      [
        '# Chính sách giao hàng',
        '',
        '## Phạm vi',
        'Giao hàng toàn quốc,',
        'miễn phí.',
        '',
        '- Nội thành: 1 ngày',
        '- Tỉnh: 3 ngày',
        '',
        '1. Đặt hàng',
        '2. Nhận hàng',
        '### Ghi chú',
      ].join('\n'),
    );
    expect(parsed.title).toBe('Chính sách giao hàng');
    expect(parsed.blocks).toEqual([
      { kind: 'h2', lines: [[{ text: 'Phạm vi' }]] },
      { kind: 'p', lines: [[{ text: 'Giao hàng toàn quốc, miễn phí.' }]] },
      { kind: 'ul', lines: [[{ text: 'Nội thành: 1 ngày' }], [{ text: 'Tỉnh: 3 ngày' }]] },
      { kind: 'ol', lines: [[{ text: 'Đặt hàng' }], [{ text: 'Nhận hàng' }]] },
      { kind: 'h3', lines: [[{ text: 'Ghi chú' }]] },
    ]);
  });

  it('keeps HTML in the file as plain text, never as markup', () => {
    const parsed = parsePolicyMarkdown('<script>alert(1)</script> <b>x</b>');
    expect(parsed.blocks).toEqual([
      { kind: 'p', lines: [[{ text: '<script>alert(1)</script> <b>x</b>' }]] },
    ]);
  });
});

describe('parseInline', () => {
  it('marks bold text and safe links', () => {
    expect(parseInline('Gọi **hotline** hoặc xem [liên hệ](/lien-he).')).toEqual([
      { text: 'Gọi ' },
      { text: 'hotline', strong: true },
      { text: ' hoặc xem ' },
      { text: 'liên hệ', href: '/lien-he' },
      { text: '.' },
    ]);
  });

  it.each(['javascript:alert%281%29', '//evil.example/x', 'data:text/html,hi'])(
    'drops the link %s and keeps its text',
    (href) => {
      expect(parseInline(`[bấm](${href})`)).toEqual([{ text: 'bấm' }]);
    },
  );
});
