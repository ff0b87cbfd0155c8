/** Markdown tables for the benchmark's summary. */
export function table(headers: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: readonly string[]) =>
    `| ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join(' | ')} |`;
  const rule = `|${widths.map((w, i) => (i === 0 ? `${'-'.repeat(w + 1)}-` : `${'-'.repeat(w + 1)}:`)).join('|')}|`;
  return [line(headers), rule, ...rows.map(line)].join('\n');
}

const finite = (v: number | null | undefined): v is number => typeof v === 'number' && Number.isFinite(v);

/** Whole numbers with thousands separators; '—' for no figure. */
export function int(v: number | null | undefined): string {
  return finite(v) ? Math.round(v).toLocaleString('en-US') : '—';
}

export function ms(v: number | null | undefined): string {
  return finite(v) ? v.toFixed(v < 10 ? 2 : 1) : '—';
}

export function ratio(v: number | null | undefined, digits = 2): string {
  return finite(v) ? `${v.toFixed(digits)}×` : '—';
}

/** A ratio for a budget row: three decimals, so that a figure just under its limit never shows as the limit. */
export const ratio3 = (v: number | null | undefined): string => ratio(v, 3);

export function num(v: number | null | undefined, digits = 1): string {
  return finite(v) ? v.toFixed(digits) : '—';
}

export type Verdict = 'PASS' | 'FAIL' | 'NOT MEASURED';

export interface BudgetRow {
  budget: string;
  figure: string;
  limit: string;
  verdict: Verdict;
}

/** A budget row: PASS when `ok` holds for a measured figure, NOT MEASURED without one. */
export function budget(
  name: string,
  value: number | null | undefined,
  limit: string,
  ok: (v: number) => boolean,
  show: (v: number) => string,
): BudgetRow {
  if (!finite(value)) return { budget: name, figure: '—', limit, verdict: 'NOT MEASURED' };
  return { budget: name, figure: show(value), limit, verdict: ok(value) ? 'PASS' : 'FAIL' };
}

/** The order budgets of the issue: the rate against pgbench, and the latency at half of it. */
export function orderBudgets(
  orderRate: number | null | undefined,
  tps: number | null | undefined,
  halfP95: number | null | undefined,
  halfRate?: number,
): BudgetRow[] {
  return [
    budget(
      'order placement ≥ 0.25× pgbench TPC-B (PostgreSQL, same clients)',
      finite(orderRate) && finite(tps) && tps > 0 ? orderRate / tps : null,
      '≥ 0.250×',
      (v) => v >= 0.25,
      ratio3,
    ),
    budget(
      `order placement p95 at half max rate (PostgreSQL${halfRate ? `, ${int(halfRate)}/s` : ''})`,
      halfP95,
      '< 15 ms',
      (v) => v < 15,
      (v) => `${ms(v)} ms`,
    ),
  ];
}
