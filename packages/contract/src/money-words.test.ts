import { describe, expect, it } from 'vitest';
import { vndInWords } from './money-words';

describe('vndInWords', () => {
  it('reads the amount of the example on a printed order', () => {
    expect(vndInWords(1_250_000)).toBe('Một triệu hai trăm năm mươi nghìn đồng');
  });

  it('reads zero and single digits', () => {
    expect(vndInWords(0)).toBe('Không đồng');
    expect(vndInWords(5)).toBe('Năm đồng');
  });

  it('reads the tens as Vietnamese speakers do: mười, mươi, mốt, tư, lăm', () => {
    expect(vndInWords(10)).toBe('Mười đồng');
    expect(vndInWords(11)).toBe('Mười một đồng');
    expect(vndInWords(15)).toBe('Mười lăm đồng');
    expect(vndInWords(20)).toBe('Hai mươi đồng');
    expect(vndInWords(21)).toBe('Hai mươi mốt đồng');
    expect(vndInWords(24)).toBe('Hai mươi tư đồng');
    expect(vndInWords(25)).toBe('Hai mươi lăm đồng');
    expect(vndInWords(14)).toBe('Mười bốn đồng');
    expect(vndInWords(99)).toBe('Chín mươi chín đồng');
  });

  it('says "lẻ" (or "linh") for a zero tens digit before a unit', () => {
    expect(vndInWords(105)).toBe('Một trăm lẻ năm đồng');
    expect(vndInWords(105, { zeroTens: 'linh' })).toBe('Một trăm linh năm đồng');
    expect(vndInWords(100)).toBe('Một trăm đồng');
    expect(vndInWords(2_008)).toBe('Hai nghìn không trăm lẻ tám đồng');
  });

  it('reads a zero hundreds inside a number and leaves out groups that are all zeros', () => {
    expect(vndInWords(1_000_005)).toBe('Một triệu không trăm lẻ năm đồng');
    expect(vndInWords(1_050_000)).toBe('Một triệu không trăm năm mươi nghìn đồng');
    expect(vndInWords(3_000_000)).toBe('Ba triệu đồng');
    expect(vndInWords(12_000)).toBe('Mười hai nghìn đồng');
    expect(vndInWords(215_000)).toBe('Hai trăm mười lăm nghìn đồng');
  });

  it('reads billions, and thousands of billions', () => {
    expect(vndInWords(1_000_000_000)).toBe('Một tỷ đồng');
    expect(vndInWords(2_000_050_000)).toBe('Hai tỷ không trăm năm mươi nghìn đồng');
    expect(vndInWords(1_234_567_891)).toBe(
      'Một tỷ hai trăm ba mươi tư triệu năm trăm sáu mươi bảy nghìn tám trăm chín mươi mốt đồng',
    );
    expect(vndInWords(1_000_000_000_000)).toBe('Một nghìn tỷ đồng');
    expect(vndInWords(15_000_000_000_001)).toBe('Mười lăm nghìn tỷ không trăm lẻ một đồng');
  });

  it('refuses an amount that is not a whole number of dong', () => {
    expect(() => vndInWords(-1)).toThrow(RangeError);
    expect(() => vndInWords(1.5)).toThrow(RangeError);
  });
});
