import http from 'node:http';
import { createRequire } from 'node:module';
import autocannon from 'autocannon';
import { type Figures, figuresOf } from './stats.ts';

/**
 * autocannon keeps the body of every answer as a string (`req.body += chunk`), for callbacks
 * (`onResponse`, `verifyBody`, `expectBody`) the benchmarks do not use. On two cores the client
 * sets the pace, and that decoding cost it 2.5× more CPU for some pages than for others of the
 * same size (2026-11-27: the product page of 66,790 bytes about 115 µs an answer, another
 * product page of 67,961 bytes 45 µs), so the kept product page measured 0.37× raw node:http
 * while the server was idle 70 % of the time. The benchmarks count answers and bytes only.
 */
const load = createRequire(import.meta.url);
(load('autocannon/lib/pipelinedRequestsQueue.js') as { prototype: { addBody(data: Buffer): void } }).prototype.addBody =
  () => {};

/** One call: a POST of a JSON body to a path (or a GET of a page), with extra headers. */
export interface Call {
  path: string;
  body: string;
  headers?: Record<string, string>;
  method?: 'GET' | 'POST';
}

export interface Answer {
  status: number;
  body: string;
  ms: number;
}

/** A keep-alive HTTP client for one server; lighter than fetch when the client shares the machine. */
export class Client {
  readonly port: number;
  readonly agent: http.Agent;

  constructor(port: number, maxSockets = 256) {
    this.port = port;
    this.agent = new http.Agent({ keepAlive: true, maxSockets });
  }

  post(call: Call): Promise<Answer> {
    const started = performance.now();
    return new Promise((resolve, reject) => {
      const req = http.request(
        {
          host: '127.0.0.1',
          port: this.port,
          method: call.method ?? 'POST',
          path: call.path,
          agent: this.agent,
          headers:
            call.method === 'GET'
              ? { ...call.headers }
              : {
                  'content-type': 'application/json',
                  'content-length': Buffer.byteLength(call.body),
                  ...call.headers,
                },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              body: Buffer.concat(chunks).toString('utf8'),
              ms: performance.now() - started,
            }),
          );
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end(call.method === 'GET' ? undefined : call.body);
    });
  }

  /** POSTs and parses a 2xx JSON answer; throws on any other status. */
  async json<T>(call: Call): Promise<T> {
    const answer = await this.post(call);
    if (answer.status < 200 || answer.status >= 300) {
      throw new Error(`${call.path}: HTTP ${answer.status} ${answer.body.slice(0, 300)}`);
    }
    return JSON.parse(answer.body) as T;
  }

  close(): void {
    this.agent.destroy();
  }
}

/**
 * Closed loop: `connections` clients send the calls `next` hands out, each the next one as soon
 * as its answer is in, for `seconds` (autocannon). Latencies of 2xx answers only.
 */
export async function closedLoop(
  port: number,
  next: () => Call,
  opts: { connections: number; seconds: number },
): Promise<Figures> {
  const latencies: number[] = [];
  let failed = 0;
  const instance = autocannon({
    url: `http://127.0.0.1:${port}`,
    connections: opts.connections,
    duration: opts.seconds,
    timeout: 30,
    requests: [
      {
        setupRequest: (req) => {
          const call = next();
          if (call.method === 'GET')
            return { ...req, method: 'GET', path: call.path, body: '', headers: { ...call.headers } };
          return {
            ...req,
            method: 'POST',
            path: call.path,
            body: call.body,
            headers: { 'content-type': 'application/json', ...call.headers },
          };
        },
      },
    ],
  });
  instance.on('response', (_client: unknown, status: number, _bytes: number, ms: number) => {
    if (status >= 200 && status < 300) latencies.push(ms);
    else failed++;
  });
  const result = await instance;
  const elapsed = result.finish.getTime() - result.start.getTime();
  return figuresOf(latencies, elapsed, failed + result.errors + result.timeouts);
}

/**
 * Open loop: calls start at a fixed rate, evenly spaced, whether or not earlier ones are
 * answered, for `seconds`; the latency of each runs from its start to its answer.
 */
export async function openLoop(client: Client, next: () => Call, rate: number, seconds: number): Promise<Figures> {
  const latencies: number[] = [];
  let failed = 0;
  const interval = 1000 / rate;
  const start = performance.now();
  const pending: Promise<void>[] = [];
  for (let i = 0; ; i++) {
    const due = start + i * interval;
    if (due - start >= seconds * 1000) break;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((r) => setTimeout(r, wait));
    pending.push(
      client.post(next()).then(
        (a) => {
          if (a.status >= 200 && a.status < 300) latencies.push(a.ms);
          else failed++;
        },
        () => {
          failed++;
        },
      ),
    );
  }
  await Promise.all(pending);
  // Achieved rate over the sending window (answers that came in after it still count).
  return figuresOf(latencies, seconds * 1000, failed);
}

/**
 * Waits until the server has worked off what a run left behind: when a closed loop ends, calls
 * it accepted may still be queued for the database (the embedded one runs one query at a time),
 * and they would slow the next measurement. Sends `parallel` copies of `probe` (a call that
 * reaches the database) at once until a round is answered within `quickMs`, or `timeoutMs`
 * has passed.
 */
export async function settle(
  port: number,
  probe: Call,
  parallel: number,
  quickMs = 250,
  timeoutMs = 180_000,
): Promise<void> {
  const client = new Client(port, parallel);
  const until = performance.now() + timeoutMs;
  try {
    for (;;) {
      const started = performance.now();
      await Promise.all(Array.from({ length: parallel }, () => client.post(probe).catch(() => null)));
      if (performance.now() - started < quickMs || performance.now() > until) return;
    }
  } finally {
    client.close();
  }
}
