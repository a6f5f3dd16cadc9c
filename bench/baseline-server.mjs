// The baseline: a bare Fastify server answering a constant JSON, the ceiling this machine allows
// for a Node HTTP server. The shop's req/s are reported as a share of its req/s, which makes runs on
// busy or different machines comparable. Listens on 127.0.0.1:$PORT.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
const answer = { success: true, error: false, message: '', data: { hello: 'world' } };
app.get('/', async () => answer);
await app.listen({ host: '127.0.0.1', port: Number(process.env['PORT'] ?? 0) });
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.on(signal, () => void app.close().then(() => process.exit(0)));
}
