import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('zod in the browser app', () => {
  it('runs without compiling parsers, so it never tries an eval the content policy refuses', async () => {
    await import('./zod-jitless');
    const { z } = await import('zod');
    expect(z.config().jitless).toBe(true);

    const compile = vi.spyOn(globalThis, 'Function');
    const schema = z.object({ name: z.string(), quantity: z.number().int() });
    expect(schema.parse({ name: 'Điện trở', quantity: 2 })).toEqual({
      name: 'Điện trở',
      quantity: 2,
    });
    expect(compile).not.toHaveBeenCalled();
  });
});
