import { parseQuickOrder } from '@shop/contract';
import { type DragEvent, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { PageHeading } from '../../../components/ui/page-heading.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useCartStore } from '../../../stores/cart-store.ts';
import { resolveAll, resolveArticleNumbers } from '../api/resolve-articles.ts';
import { applyAnswer, type CheckResult, cartLinesOf, readRows, withSource } from '../lib/check.ts';
import { readCsv } from '../lib/csv.ts';
import { readFileText } from '../lib/read-file.ts';
import { readXlsx } from '../lib/xlsx.ts';
import { BadLines, GoodLines } from './check-result.tsx';
import styles from './quick-order.module.css';
import { emptyRow, QuickOrderRows, type Row } from './quick-order-rows.tsx';

type Upload = { name: string; read: Awaited<ReturnType<typeof readCsv>>; count: number };
type Outcome =
  | { kind: 'none' }
  | { kind: 'nothing' }
  | { kind: 'failed' }
  | { kind: 'checked'; result: CheckResult; added: number | null };

const FIRST_ROWS = 3;
const XLSX = /\.xlsx$/i;
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The file's lines (a header row counts as none), or an error text key. */
async function readUpload(file: File): Promise<Upload | { error: string }> {
  if (/\.(xls|ods|numbers)$/i.test(file.name)) return { error: 'quickOrder.file.oldSheet' };
  try {
    const read =
      XLSX.test(file.name) || file.type === XLSX_TYPE ? await readXlsx(file) : await readCsv(await readFileText(file));
    return { name: file.name, read, count: read.lines.length + read.refused.length };
  } catch {
    return { error: 'quickOrder.file.unreadable' };
  }
}

/**
 * `/quick-order` (issue 26): article numbers typed in rows (with suggestions), pasted, or read
 * from a CSV or Excel file are checked together; the page lists the good lines and every bad line by
 * its source and number, and adds the good ones to the cart in one step the customer confirms.
 */
export default function QuickOrderPage() {
  const { t, i18n } = useTranslation();
  useDocumentTitle(t('pages.quickOrder'));
  const [rows, setRows] = useState<Row[]>(() => Array.from({ length: FIRST_ROWS }, emptyRow));
  const [paste, setPaste] = useState('');
  const [upload, setUpload] = useState<Upload | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const [checking, setChecking] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'none' });
  const fileInput = useRef<HTMLInputElement>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  const resultRef = useRef<HTMLHeadingElement>(null);
  const ids = { rows: useId(), paste: useId(), pasteHint: useId(), file: useId(), fileHint: useId(), result: useId() };

  // A new answer is read from its heading on; after adding, from the notice.
  useEffect(() => {
    if (outcome.kind !== 'checked') return;
    if (outcome.added === null) resultRef.current?.focus();
    else noticeRef.current?.focus();
  }, [outcome]);

  async function takeFile(file: File | undefined) {
    setFileError(null);
    if (!file) return;
    const read = await readUpload(file);
    if ('error' in read) {
      setUpload(null);
      setFileError(t(read.error));
    } else setUpload(read);
  }

  function clearFile() {
    setUpload(null);
    setFileError(null);
    if (fileInput.current) fileInput.current.value = '';
    fileInput.current?.focus();
  }

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    void takeFile(event.dataTransfer.files[0]);
  }

  async function check() {
    if (checking) return;
    const sources = [
      readRows(rows),
      withSource(parseQuickOrder(paste), 'paste'),
      ...(upload ? [withSource(upload.read, 'file')] : []),
    ];
    const lines = sources.flatMap((s) => s.lines);
    const refused = sources.flatMap((s) => s.refused);
    if (lines.length === 0 && refused.length === 0) {
      setOutcome({ kind: 'nothing' });
      return;
    }
    setChecking(true);
    try {
      const answer =
        lines.length === 0
          ? { found: [], refused: [] }
          : await resolveAll(
              lines.map((l) => l.articleNumber),
              (part) => resolveArticleNumbers(part, i18n.language),
            );
      setOutcome({ kind: 'checked', result: applyAnswer(lines, refused, answer), added: null });
    } catch {
      setOutcome({ kind: 'failed' });
    } finally {
      setChecking(false);
    }
  }

  function addToCart(result: CheckResult) {
    const merged = cartLinesOf(result.good);
    const { add } = useCartStore.getState();
    for (const l of merged) add(l.product, l.article, l.amount);
    setOutcome({ kind: 'checked', result: { good: [], bad: result.bad }, added: merged.length });
  }

  const merged = outcome.kind === 'checked' ? cartLinesOf(outcome.result.good) : [];

  return (
    <div className={styles.page}>
      <div data-testid="page-quick-order">
        <PageHeading className={styles.title}>{t('pages.quickOrder')}</PageHeading>
      </div>
      <p className={styles.intro}>{t('quickOrder.intro')}</p>

      <div className={styles.sources}>
        <section aria-labelledby={ids.rows} className={styles.card}>
          <h2 id={ids.rows} className={styles.sectionTitle}>
            {t('quickOrder.rows.title')}
          </h2>
          <p className={styles.hint}>{t('quickOrder.rows.hint')}</p>
          <QuickOrderRows rows={rows} onChange={setRows} />
        </section>

        <div className={styles.sideSources}>
          <section aria-labelledby={`${ids.paste}-title`} className={styles.card}>
            <h2 id={`${ids.paste}-title`} className={styles.sectionTitle}>
              {t('quickOrder.paste.title')}
            </h2>
            <label htmlFor={ids.paste} className={styles.label}>
              {t('quickOrder.paste.label')}
            </label>
            <p id={ids.pasteHint} className={styles.hint}>
              {t('quickOrder.paste.hint')}
            </p>
            <textarea
              id={ids.paste}
              className={styles.textarea}
              rows={6}
              spellCheck={false}
              aria-describedby={ids.pasteHint}
              value={paste}
              onChange={(e) => setPaste(e.target.value)}
              data-testid="quick-order-paste"
            />
          </section>

          <section aria-labelledby={`${ids.file}-title`} className={styles.card}>
            <h2 id={`${ids.file}-title`} className={styles.sectionTitle}>
              {t('quickOrder.file.title')}
            </h2>
            {/* biome-ignore lint/a11y/noStaticElementInteractions: dropping is an extra; the file field inside is the control */}
            <div
              className={styles.drop}
              data-dragging={dragging || undefined}
              onDragOver={(e) => {
                e.preventDefault();
                setDragging(true);
              }}
              onDragLeave={() => setDragging(false)}
              onDrop={onDrop}
              data-testid="quick-order-drop"
            >
              <label htmlFor={ids.file} className={styles.label}>
                {t('quickOrder.file.label')}
              </label>
              <p id={ids.fileHint} className={styles.hint}>
                {t('quickOrder.file.hint')} {t('quickOrder.file.drop')}
              </p>
              <input
                ref={fileInput}
                id={ids.file}
                type="file"
                accept={`.csv,text/csv,text/plain,.txt,.xlsx,${XLSX_TYPE}`}
                className={styles.file}
                aria-describedby={ids.fileHint}
                onChange={(e) => void takeFile(e.target.files?.[0])}
                data-testid="quick-order-file"
              />
            </div>
            {upload ? (
              <p className={styles.fileRead} data-testid="quick-order-file-read">
                <span>{t('quickOrder.file.read', { name: upload.name, count: upload.count })}</span>
                <Button variant="link" onClick={clearFile} data-testid="quick-order-file-remove">
                  {t('quickOrder.file.remove')}
                </Button>
              </p>
            ) : null}
            {fileError ? (
              <p className={styles.error} role="alert" data-testid="quick-order-file-error">
                {fileError}
              </p>
            ) : null}
          </section>
        </div>
      </div>

      <div className={styles.actions}>
        {/* Not disabled while checking: the button keeps the focus. */}
        <Button onClick={() => void check()} aria-disabled={checking || undefined} data-testid="quick-order-check">
          {checking ? t('quickOrder.checking') : t('quickOrder.check')}
        </Button>
      </div>

      <div role="status" className={styles.status}>
        {outcome.kind === 'nothing' ? <p data-testid="quick-order-nothing">{t('quickOrder.nothing')}</p> : null}
      </div>
      {outcome.kind === 'failed' ? (
        <Alert tone="error" data-testid="quick-order-error">
          {t('quickOrder.failed')}
        </Alert>
      ) : null}

      {outcome.kind === 'checked' ? (
        <section aria-labelledby={ids.result} className={styles.result} data-testid="quick-order-result">
          <h2 id={ids.result} ref={resultRef} tabIndex={-1} className={styles.resultTitle}>
            {t('quickOrder.result.title')}
          </h2>
          {outcome.added !== null ? (
            <div ref={noticeRef} tabIndex={-1} className={styles.notice} data-testid="quick-order-added">
              <Alert tone="success" title={t('quickOrder.result.added', { count: outcome.added })}>
                {outcome.result.bad.length > 0 ? <p>{t('quickOrder.result.keptBad')}</p> : null}
                <Link to="/cart" className={buttonClass('primary')} data-testid="quick-order-to-cart">
                  {t('quickOrder.result.toCart')}
                </Link>
              </Alert>
            </div>
          ) : outcome.result.good.length > 0 ? (
            <>
              <GoodLines lines={outcome.result.good} />
              <div className={styles.actions}>
                <Button onClick={() => addToCart(outcome.result)} data-testid="quick-order-add">
                  {t('quickOrder.result.add', { count: merged.length })}
                </Button>
              </div>
            </>
          ) : (
            <p className={styles.hint} data-testid="quick-order-none-good">
              {t('quickOrder.result.noGood')}
            </p>
          )}
          {outcome.result.bad.length > 0 ? <BadLines lines={outcome.result.bad} /> : null}
        </section>
      ) : null}
    </div>
  );
}
