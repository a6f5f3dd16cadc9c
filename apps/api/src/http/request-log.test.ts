import { pino } from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { requestLogger } from './request-log';

/** A pino logger at `level` writing its lines to an array, and how many children it made. */
function recorded(level: string) {
  const lines: Record<string, unknown>[] = [];
  const parent = pino(
    { level },
    {
      write(line: string) {
        lines.push(JSON.parse(line) as Record<string, unknown>);
      },
    },
  );
  // pino's children inherit the spied method: only the parent's own calls are children of it.
  const made = vi.spyOn(parent, 'child');
  const children = () => made.mock.contexts.filter((context) => context === parent).length;
  return { parent, lines, children };
}

describe('requestLogger', () => {
  it('makes no pino child for a request that writes nothing at the level logged', () => {
    const { parent, lines, children } = recorded('info');
    const log = requestLogger(parent, { reqId: 'r-1' }, {});
    log.debug({ url: '/api/category/get' }, 'request completed');
    log.trace('more');
    expect(log.level).toBe('info');
    expect(children()).toBe(0);
    expect(lines).toEqual([]);
  });

  it('writes a line with the request id, through one child made on the first line', () => {
    const { parent, lines, children } = recorded('info');
    const log = requestLogger(parent, { reqId: 'r-2' }, {});
    log.info({ statusCode: 404 }, 'request completed');
    log.error(new Error('boom'), 'request failed');
    log.warn('plain %s', 'text');
    expect(children()).toBe(1);
    expect(lines.map(({ level, reqId, msg }) => [level, reqId, msg])).toEqual([
      [30, 'r-2', 'request completed'],
      [50, 'r-2', 'request failed'],
      [40, 'r-2', 'plain text'],
    ]);
    expect(lines[0]).toMatchObject({ statusCode: 404 });
    expect(lines[1]).toMatchObject({ err: { message: 'boom' } });
  });

  it('follows a level of its own, and writes nothing when silent', () => {
    const quiet = recorded('silent');
    requestLogger(quiet.parent, { reqId: 'r-3' }, {}).fatal('down');
    expect(quiet.lines).toEqual([]);

    const { parent, lines } = recorded('warn');
    const log = requestLogger(parent, { reqId: 'r-4' }, { level: 'debug' });
    log.debug('seen at the route level');
    log.level = 'error';
    log.warn('not seen any more');
    expect(lines.map(({ msg }) => msg)).toEqual(['seen at the route level']);
  });

  it("gives children that carry the request's id and their own bindings", () => {
    const { parent, lines } = recorded('info');
    requestLogger(parent, { reqId: 'r-5' }, {}).child({ part: 'payments' }).info('paid');
    expect(lines).toEqual([
      expect.objectContaining({ reqId: 'r-5', part: 'payments', msg: 'paid' }),
    ]);
  });
});
