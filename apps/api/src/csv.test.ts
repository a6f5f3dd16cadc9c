import { describe, expect, it } from 'vitest';
import { csvField, csvLine, csvText, parseCsv } from './csv';

describe('csvField', () => {
  it('quotes every text, doubling its quotes, and writes numbers as they are', () => {
    expect(csvField('Nguyễn Văn An')).toBe('"Nguyễn Văn An"');
    expect(csvField('')).toBe('""');
    expect(csvField('Phạm "Thợ điện", Hưng')).toBe('"Phạm ""Thợ điện"", Hưng"');
    expect(csvField(12_345_678)).toBe('12345678');
    expect(csvField(-5)).toBe('-5');
  });

  it.each([
    ['=1+1', "'=1+1"],
    ['+84 912 000 111', "'+84 912 000 111"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\t=1', "'\t'=1"],
    ['\r=1', "'\r'=1"],
  ])('neutralises a formula character at the start: %j', (value, cell) => {
    expect(csvField(value)).toBe(`"${cell}"`);
  });

  it.each([
    ['x;=1+1;y', "x;'=1+1;y"],
    ['x,=1+1', "x,'=1+1"],
    ['x\t+1', "x\t'+1"],
    ['x\n@SUM(A1)', "x\n'@SUM(A1)"],
    ['x\r\n-1', "x\r\n'-1"],
    ['x; =1', "x; '=1"],
    ['x;;=1', "x;;'=1"],
    ['a\t\t=1', "a\t'\t'=1"],
  ])('neutralises one after a separator a spreadsheet may split on: %j', (value, cell) => {
    expect(csvField(value)).toBe(`"${cell}"`);
  });

  it('leaves a formula character inside a cell alone', () => {
    expect(csvField('Điện trở 2kW-220V')).toBe('"Điện trở 2kW-220V"');
    expect(csvField('ketoan@example.vn')).toBe('"ketoan@example.vn"');
    expect(csvField('a = b')).toBe('"a = b"');
  });

  it('no cell of a line split on ; or a tab starts with a formula character', () => {
    const line = csvLine(['x;=1+1;y', 'a\t@b', '+1', 2, 'c,-3']);
    for (const separator of [';', '\t', ',']) {
      for (const cell of line.trimEnd().split(separator)) {
        expect(cell.replace(/^[" ]+/, '')).not.toMatch(/^[=+\-@\t\r]/);
      }
    }
  });
});

describe('csvText (the guard undone) and parseCsv', () => {
  it.each([
    'Nguyễn Văn An',
    '=1+1',
    "'=1+1",
    "''@x",
    '-2+3',
    'Ống phi 10\n- dài 600mm\n+ 2 đầu',
    '\t\t=x',
    'a,=b;+c',
    "it's",
    '',
    ' =spaced',
  ])('reads back what csvField wrote: %j', (value) => {
    const cells = parseCsv(csvLine([value, 5]));
    expect(cells).toEqual([[expect.any(String), '5']]);
    expect(csvText(cells?.[0]?.[0] ?? '')).toBe(value);
  });

  it('reads quoted fields, doubled quotes, line breaks inside quotes, LF and CRLF, and a BOM', () => {
    expect(parseCsv('\uFEFFa,"b ""c"""\r\n"x\ny",2\n3,\n')).toEqual([
      ['a', 'b "c"'],
      ['x\ny', '2'],
      ['3', ''],
    ]);
  });

  it('refuses what is not CSV: an open quote, text after a closing quote', () => {
    expect(parseCsv('"abc')).toBeUndefined();
    expect(parseCsv('"a"b,c')).toBeUndefined();
  });
});
