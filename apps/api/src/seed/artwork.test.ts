import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ARTWORK_KINDS, drawCategorySvg, drawProductSvg } from './artwork';

describe('drawn artwork', () => {
  it.each(ARTWORK_KINDS)(
    'renders a %s product through sharp to a 512 by 512 image',
    async (kind) => {
      const svg = drawProductSvg(kind, 200);
      const webp = await sharp(Buffer.from(svg)).resize(512).webp().toBuffer();
      const meta = await sharp(webp).metadata();
      expect(meta.format).toBe('webp');
      expect([meta.width, meta.height]).toEqual([512, 512]);
    },
  );

  it.each(ARTWORK_KINDS)(
    'renders a %s category tile through sharp to a 512 by 512 image',
    async (kind) => {
      const png = await sharp(Buffer.from(drawCategorySvg(kind, 30)))
        .resize(512)
        .png()
        .toBuffer();
      const meta = await sharp(png).metadata();
      expect([meta.width, meta.height]).toEqual([512, 512]);
    },
  );

  it('draws something besides the background', async () => {
    const { data, info } = await sharp(Buffer.from(drawProductSvg('cabinet', 0)))
      .raw()
      .toBuffer({ resolveWithObject: true });
    let dark = 0;
    for (let i = 0; i < data.length; i += info.channels) {
      if ((data[i] ?? 255) < 120) dark++;
    }
    expect(dark).toBeGreaterThan(1000);
  });

  it('contains no script, no external reference and no text', () => {
    for (const kind of ARTWORK_KINDS) {
      for (const svg of [drawProductSvg(kind, 123), drawCategorySvg(kind, 321)]) {
        expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 512 512"/);
        expect(svg).not.toMatch(/<script/i);
        expect(svg).not.toMatch(/href=/i);
        expect(svg).not.toMatch(/url\((?!#)/);
        expect(svg).not.toMatch(/<text|<image|<foreignObject|\son\w+=/i);
      }
    }
  });

  it('tints the drawing by hue and is stable for the same hue', () => {
    expect(drawProductSvg('axial-fan', 10)).toBe(drawProductSvg('axial-fan', 10));
    expect(drawProductSvg('axial-fan', 10)).not.toBe(drawProductSvg('axial-fan', 200));
    expect(drawProductSvg('axial-fan', 370)).toBe(drawProductSvg('axial-fan', 10));
  });
});
