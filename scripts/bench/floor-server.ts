// The floor of the API benchmark: a bare Fastify route answering a fixed 1 KB JSON, in its own process like
// the mock server, so the two are measured alike. Prints "listening" once it accepts connections.
import Fastify from 'fastify';

const port = Number(process.env.PORT ?? 3364);
const body = JSON.stringify({ resultCode: '000', content: { text: 'x'.repeat(1000) } });
const app = Fastify({ logger: false });
app.get('/floor', async (_request, reply) => {
  reply.type('application/json; charset=utf-8');
  return body;
});
await app.listen({ port, host: '127.0.0.1' });
console.log('listening');
