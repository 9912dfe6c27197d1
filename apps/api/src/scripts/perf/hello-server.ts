import Fastify from 'fastify';

// The ceiling `npm run perf:api` compares the API with: a bare Fastify answering a small JSON body,
// on the same Node, in its own process like the API.
const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
const address = await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
process.stdout.write(`listening ${address}\n`);
