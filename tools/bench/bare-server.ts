// Baseline for the api benchmark: a bare Fastify route in the same kind of process as the api.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/bare', async () => ({ ok: true }));
const port = Number(process.env.PORT ?? 0);
app.listen({ port, host: '127.0.0.1' }).then((address) => {
  process.stdout.write(`listening ${address}\n`);
});
