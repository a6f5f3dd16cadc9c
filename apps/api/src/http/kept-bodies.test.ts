import Fastify, { type FastifyInstance, type FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { KEPT_BODY_MAX_CHARS, keepBodies } from './kept-bodies';
import { refuseNulCharacters } from './nul-characters';

const Filters = z.strictObject({
  page: z.number().int().min(1),
  filters: z.strictObject({ specs: z.record(z.string(), z.array(z.string())) }).optional(),
});

/** A server as `server.ts` makes it, with a kept route, a plain one and a second kept one. */
async function server() {
  let validations = 0;
  const counting: FastifySchemaCompiler<z.ZodType> = (route) => {
    const validate = validatorCompiler(route);
    return (data: unknown) => {
      validations++;
      return validate(data);
    };
  };
  const app = Fastify();
  const kept = keepBodies(app, counting);
  app.addHook(
    'preHandler',
    refuseNulCharacters((body) => kept.containsNul(body)),
  );
  const bodies: unknown[] = [];
  const handler = (request: { body: unknown }) => {
    bodies.push(request.body);
    return { ok: true };
  };
  app.post('/kept', { schema: { body: Filters }, config: { keptBodies: true } }, handler);
  app.post('/plain', { schema: { body: Filters } }, handler);
  app.post(
    '/kept-strict',
    { schema: { body: z.strictObject({ page: z.literal(1) }) }, config: { keptBodies: true } },
    handler,
  );
  app.post('/mutates', { schema: { body: Filters }, config: { keptBodies: true } }, (request) => {
    const body = request.body as { page: number };
    const page = body.page;
    try {
      body.page = page + 1;
      return { page, changed: true };
    } catch {
      return { page, changed: false };
    }
  });
  await app.ready();
  const post = (url: string, payload: string) =>
    app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload });
  return { app, post, bodies, validations: () => validations };
}

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

const filtered = JSON.stringify({ page: 1, filters: { specs: { a: ['380'] } } });

describe('kept bodies', () => {
  it('parses and checks a repeated body once on a kept route, and hands out the same frozen value', async () => {
    const s = await server();
    app = s.app;
    for (let i = 0; i < 3; i++) expect((await s.post('/kept', filtered)).statusCode).toBe(200);
    expect(s.validations()).toBe(1);
    expect(s.bodies[0]).toBe(s.bodies[2]);
    expect(Object.isFrozen(s.bodies[0])).toBe(true);
    expect(s.bodies[0]).toEqual(JSON.parse(filtered));
  });

  it('checks every body afresh on a route that does not keep them', async () => {
    const s = await server();
    app = s.app;
    for (let i = 0; i < 3; i++) expect((await s.post('/plain', filtered)).statusCode).toBe(200);
    expect(s.validations()).toBe(3);
    expect(s.bodies[0]).not.toBe(s.bodies[1]);
    expect(Object.isFrozen(s.bodies[0])).toBe(false);
  });

  it('refuses a body its schema refuses every time, and does not keep it', async () => {
    const s = await server();
    app = s.app;
    const wrong = JSON.stringify({ page: 0 });
    expect((await s.post('/kept', wrong)).statusCode).toBe(400);
    expect((await s.post('/kept', wrong)).statusCode).toBe(400);
    expect(s.validations()).toBe(2);
    expect(s.bodies).toEqual([]);
  });

  it('keeps a text apart per route: what one route takes another may refuse', async () => {
    const s = await server();
    app = s.app;
    expect((await s.post('/kept', filtered)).statusCode).toBe(200);
    expect((await s.post('/kept-strict', filtered)).statusCode).toBe(400);
    expect((await s.post('/kept-strict', filtered)).statusCode).toBe(400);
    expect((await s.post('/kept', filtered)).statusCode).toBe(200);
  });

  it('refuses a NUL character in a kept body on every request', async () => {
    const s = await server();
    app = s.app;
    const nul = JSON.stringify({ page: 1, filters: { specs: { a: ['3\u00008'] } } });
    for (let i = 0; i < 2; i++) {
      const answer = await s.post('/kept', nul);
      expect(answer.statusCode).toBe(400);
    }
    expect(s.bodies).toEqual([]);
  });

  it("keeps Fastify's JSON rules: prototype poisoning, bad and empty JSON are refused", async () => {
    const s = await server();
    app = s.app;
    const poisoned = '{"page":1,"__proto__":{"admin":true}}';
    expect((await s.post('/kept', poisoned)).statusCode).toBe(400);
    expect((await s.post('/kept', poisoned)).statusCode).toBe(400);
    expect((await s.post('/kept', '{"page":')).statusCode).toBe(400);
    expect((await s.post('/kept', '')).statusCode).toBe(400);
    expect(s.bodies).toEqual([]);
  });

  it('parses a long body afresh each time', async () => {
    const s = await server();
    app = s.app;
    const long = JSON.stringify({
      page: 1,
      filters: { specs: { a: Array.from({ length: KEPT_BODY_MAX_CHARS / 4 }, (_, i) => `v${i}`) } },
    });
    expect(long.length).toBeGreaterThan(KEPT_BODY_MAX_CHARS);
    expect((await s.post('/kept', long)).statusCode).toBe(200);
    expect((await s.post('/kept', long)).statusCode).toBe(200);
    expect(s.validations()).toBe(2);
    expect(s.bodies[0]).not.toBe(s.bodies[1]);
  });

  it('lets no handler change a kept body for the next request', async () => {
    const s = await server();
    app = s.app;
    const body = JSON.stringify({ page: 1 });
    expect((await s.post('/mutates', body)).json()).toEqual({ page: 1, changed: false });
    expect((await s.post('/mutates', body)).json()).toEqual({ page: 1, changed: false });
  });
});
