import { pipeline, Readable } from 'node:stream';
import { type Options, stringify } from 'csv-stringify';

/**
 * A CSV file as a stream of the records `records` yields, written as the reader takes them:
 * `Readable.from` asks the generator for the next record only when the stringifier has room
 * (the streams' own backpressure), and a reader that goes away (or a failure) ends the
 * generator, so a large export never sits in memory and never runs on for nobody.
 */
export function csvStream(options: Options, records: () => AsyncIterable<Record<string, unknown>>): Readable {
  const csv = stringify(options);
  pipeline(Readable.from(records()), csv, () => {
    // pipeline has destroyed both streams on failure; the reader sees the error on `csv`.
  });
  return csv;
}
