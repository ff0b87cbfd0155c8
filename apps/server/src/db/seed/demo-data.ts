import { readFileSync } from 'node:fs';

/**
 * The contents of a data file of `./demo/` (JSON): the demo people, the catalog texts and the
 * words of the scale data are data, read by the seed, not code. The files are trusted (they are
 * part of the repository); their shapes are the types the callers give.
 */
export function seedData<T>(file: string): T {
  return JSON.parse(readFileSync(new URL(`./demo/${file}`, import.meta.url), 'utf8')) as T;
}
