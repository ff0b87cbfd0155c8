import { beforeAll, describe, expect, it } from 'vitest';
import { testAppForFile } from '../../test/app.ts';
import { firstProductId } from '../../test/db.ts';

/** Byte ranges of a stored file, as a video player asks for them when it seeks. */
const t = testAppForFile();
const BYTES = Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 251));
const NAME = 'range-test.webm';

beforeAll(async () => {
  const product = await firstProductId(t.db, 4);
  await t.db
    .insertInto('videos')
    .values({
      tenant_id: 4,
      container_id: product,
      source: 'FILE',
      external_id: NAME,
      extension: 'webm',
      file_name: NAME,
      content_type: 'video/webm',
      data: BYTES,
    })
    .execute();
});

const get = (headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/media/${NAME}`, headers: { host: 't4.localhost', ...headers } });

describe('GET /media/{file} with Range', () => {
  it('answers the whole file with Accept-Ranges, and one range with 206 and Content-Range', async () => {
    const whole = await get();
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.rawPayload.equals(BYTES)).toBe(true);

    const part = await get({ range: 'bytes=100-199' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe('bytes 100-199/1000');
    expect(part.headers['content-length']).toBe('100');
    expect(part.rawPayload.equals(BYTES.subarray(100, 200))).toBe(true);

    const tail = await get({ range: 'bytes=-10' });
    expect(tail.statusCode).toBe(206);
    expect(tail.headers['content-range']).toBe('bytes 990-999/1000');
    expect(tail.rawPayload.equals(BYTES.subarray(990))).toBe(true);

    const open = await get({ range: 'bytes=900-' });
    expect(open.headers['content-range']).toBe('bytes 900-999/1000');
    expect(open.rawPayload).toHaveLength(100);
  });

  it('refuses a range past the end (416) and answers several ranges or a malformed one with the whole file', async () => {
    const past = await get({ range: 'bytes=5000-6000' });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe('bytes */1000');

    for (const range of ['bytes=0-9,500-509', 'bytes=abc', 'items=0-9']) {
      const res = await get({ range });
      expect(res.statusCode, range).toBe(200);
      expect(res.rawPayload.equals(BYTES), range).toBe(true);
    }
    // No validator to compare If-Range with: the whole file.
    const ifRange = await get({ range: 'bytes=0-9', 'if-range': '"x"' });
    expect(ifRange.statusCode).toBe(200);
  });
});
