import { readFileSync } from 'node:fs';
import { table } from './report.ts';

/**
 * `node bench/cpuprofile-top.ts <file.cpuprofile> [n]`: where a CPU profile's time went, by the
 * place a function's code comes from (the project's files by path, libraries by package) as self
 * time, and the n heaviest functions.
 */
interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const [file, count] = process.argv.slice(2);
if (!file) throw new Error('usage: node bench/cpuprofile-top.ts <file.cpuprofile> [n]');
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const self = new Map<number, number>();
profile.samples.forEach((id, i) => {
  self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
});
const total = [...self.values()].reduce((a, b) => a + b, 0);

function placeOf(url: string): string {
  if (!url) return '(native, GC, idle)';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1] ?? url;
  if (url.startsWith('node:')) return 'node internals';
  const own = /\/(apps|packages|bench)\/(.*)$/.exec(url);
  return own ? `${own[1]}/${own[2]}` : url;
}

const places = new Map<string, number>();
const functions = new Map<string, number>();
for (const [id, us] of self) {
  const frame = byId.get(id)?.callFrame;
  if (!frame) continue;
  const place = placeOf(frame.url);
  places.set(place, (places.get(place) ?? 0) + us);
  const fn = `${frame.functionName || '(anonymous)'} ${place}:${frame.lineNumber + 1}`;
  functions.set(fn, (functions.get(fn) ?? 0) + us);
}
const rows = (m: Map<string, number>, n: number) =>
  [...m]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([k, us]) => [k, (us / 1000).toFixed(0), `${((100 * us) / total).toFixed(1)} %`]);
console.log(`${(total / 1000).toFixed(0)} ms sampled`);
console.log(table(['code', 'self ms', 'share'], rows(places, 25)));
console.log('');
console.log(table(['function', 'self ms', 'share'], rows(functions, Number(count ?? 30))));
