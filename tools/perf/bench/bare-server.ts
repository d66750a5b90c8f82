// Baseline for the api benchmark: a bare Fastify route in the same kind of process as the api.
// BARE_BODY_FILE: the route answers that file's bytes as JSON (the same answer as the route measured
// against it, sent as bytes as the api sends its kept catalogue answer, so the two differ only by
// what the api does to make it), else `{ ok: true }`.
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const app = Fastify({ logger: false });
const body = process.env.BARE_BODY_FILE ? readFileSync(process.env.BARE_BODY_FILE) : null;
app.get('/bare', async (_request, reply) => {
  if (body === null) return { ok: true };
  return reply.type('application/json; charset=utf-8').send(body);
});
const port = Number(process.env.PORT ?? 0);
app.listen({ port, host: '127.0.0.1' }).then((address) => {
  process.stdout.write(`listening ${address}\n`);
});
