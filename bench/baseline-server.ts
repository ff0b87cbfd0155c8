import { readFileSync } from 'node:fs';
import http from 'node:http';
import Fastify from 'fastify';

/**
 * `node bench/baseline-server.ts raw|fastify PORT FILE`: answers every POST (the raw one every
 * request) with the JSON in FILE (a page where FILE ends in .html), read once into memory: with node:http alone (the body is read, not parsed), or with
 * Fastify (the JSON body is parsed, as the shop's routes do). The yardsticks of the catalog list.
 */
const [kind, portArg, file] = process.argv.slice(2);
const port = Number(portArg);
if ((kind !== 'raw' && kind !== 'fastify') || !Number.isInteger(port) || !file) {
  console.error('Usage: node bench/baseline-server.ts raw|fastify PORT FILE');
  process.exit(2);
}
const body = readFileSync(file);
const type = file.endsWith('.html') ? 'text/html; charset=utf-8' : 'application/json; charset=utf-8';

if (kind === 'raw') {
  const server = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      res.writeHead(200, { 'content-type': type, 'content-length': body.length });
      res.end(body);
    });
  });
  server.keepAliveTimeout = 72_000;
  server.listen(port, '127.0.0.1');
  process.on('SIGTERM', () => server.close(() => process.exit(0)));
} else {
  const app = Fastify({ logger: false, bodyLimit: 256 * 1024 });
  app.post('/*', async (_request, reply) => reply.type(type).send(body));
  await app.listen({ port, host: '127.0.0.1' });
  process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
}
