import { progressBar } from '../../lib/progress.ts';
import type { ScalePhase, ScaleProgress } from './scale.ts';

const PHASE_LABELS: Record<ScalePhase, string> = {
  products: 'products',
  customers: 'customers',
  orders: 'orders',
  analyze: 'statistics',
};

/**
 * A progress display for seedScale's onProgress: on a terminal one bar per phase, redrawn in
 * place; otherwise plain lines (each phase's start, every tenth and its end), for logs.
 */
export function progressReporter(
  stream: NodeJS.WritableStream & { isTTY?: boolean },
  now: () => number = () => performance.now(),
): (p: ScaleProgress) => void {
  const tty = stream.isTTY === true;
  let phase: ScalePhase | null = null;
  let phaseStart = now();
  let lastTenth = -1;
  const fmt = (n: number) => n.toLocaleString('en-US');
  return (p) => {
    if (p.phase !== phase) {
      if (tty && phase !== null) stream.write('\n');
      phase = p.phase;
      phaseStart = now();
      lastTenth = -1;
    }
    const ratio = p.total > 0 ? Math.min(1, p.done / p.total) : 1;
    const seconds = (now() - phaseStart) / 1000;
    const rate = seconds > 0 ? ` ${fmt(Math.round(p.done / seconds))}/s` : '';
    const label = PHASE_LABELS[p.phase].padEnd(10);
    const counts = `${fmt(p.done)}/${fmt(p.total)}`;
    if (tty) {
      stream.write(
        `\r${label} ${progressBar(ratio)} ${String(Math.round(ratio * 100)).padStart(3)}% ${counts} ${seconds.toFixed(1)} s${rate}\x1b[K`,
      );
      return;
    }
    const tenth = Math.floor(ratio * 10);
    if (tenth === lastTenth && p.done !== p.total) return;
    lastTenth = tenth;
    stream.write(`${label} ${String(Math.round(ratio * 100)).padStart(3)}% ${counts} ${seconds.toFixed(1)} s${rate}\n`);
  };
}

/** Ends the display (the bar's line on a terminal). */
export function endProgress(stream: NodeJS.WritableStream & { isTTY?: boolean }): void {
  if (stream.isTTY === true) stream.write('\n');
}
