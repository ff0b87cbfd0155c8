import { isRecord } from './guards.ts';

/**
 * The answers of the first view's catalog calls, which the server embeds in the page
 * (`<script id="first-view" type="application/json">`, an array of `{ call, body, answer }`),
 * so that the first page shows without waiting for the API. Each answer is used once, by the
 * query whose call and body match exactly; any other query asks the server as usual.
 */
type Entry = { call: string; key: string; answer: unknown };

let entries: Entry[] | null = null;
/** When the answers were made, where it is not the page's own start (the server's render). */
let answeredAt: number | null = null;

/** JSON with sorted object keys and without undefined values: equal bodies, equal keys. */
export function bodyKey(value: unknown): string {
  return JSON.stringify(value ?? {}, (_k, v: unknown) =>
    isRecord(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) : v,
  );
}

/** Reads the embedded answers (once); none when the page carries none. */
export function readFirstView(doc: Document | null = typeof document === 'undefined' ? null : document): Entry[] {
  if (entries) return entries;
  entries = [];
  const text = doc?.getElementById('first-view')?.textContent?.trim();
  if (!text) return entries;
  try {
    const list: unknown = JSON.parse(text);
    // The server writes these from its own answers to the same calls.
    if (Array.isArray(list)) entries = toEntries(list);
  } catch {
    // A page without usable answers: every query asks the server.
  }
  return entries;
}

/** The embedded answer to `call` with exactly this body, taken (a second ask gets none). */
export function takeFirstViewAnswer<T>(call: string, body: unknown): T | undefined {
  const list = readFirstView();
  const key = bodyKey(body);
  const i = list.findIndex((e) => e.call === call && e.key === key);
  if (i < 0) return undefined;
  const [entry] = list.splice(i, 1);
  return entry?.answer as T;
}

/** When the embedded answers were made: the time the page was requested. */
export function firstViewTime(): number {
  if (answeredAt !== null) return answeredAt;
  return typeof performance === 'undefined' ? Date.now() : Math.round(performance.timeOrigin);
}

/** Takes these answers, made now, as the page's own (the server's render of a page). */
export function seedFirstView(list: unknown[]): void {
  answeredAt = Date.now();
  entries = toEntries(list);
}

/** The usable `{ call, body, answer }` items of a list, keyed by their body. */
function toEntries(list: unknown[]): Entry[] {
  return list.flatMap((e) =>
    isRecord(e) && typeof e.call === 'string' && 'answer' in e
      ? [{ call: e.call, key: bodyKey(e.body), answer: e.answer }]
      : [],
  );
}

/**
 * The options that start a guest's first query of a call with the answer the server embedded in
 * the page, if it embedded one for exactly this body; otherwise the query asks the server.
 */
export function firstViewQuery<A, T = A>(guest: boolean, call: string, body: unknown, pick?: (answer: A) => T) {
  if (!guest) return {};
  return {
    initialData: () => {
      const answer = takeFirstViewAnswer<A>(call, body);
      if (answer === undefined) return undefined;
      return pick ? pick(answer) : (answer as unknown as T);
    },
    initialDataUpdatedAt: firstViewTime,
  };
}

/** Forgets the answers read (tests). */
export function resetFirstView(): void {
  entries = null;
  answeredAt = null;
}
