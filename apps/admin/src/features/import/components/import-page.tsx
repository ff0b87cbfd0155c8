import { type CatalogImportReport, formatNumber } from '@shop/contract';
import { type DragEvent, useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Card, ui } from '../../../components/ui/card.tsx';
import { Notice, Notices } from '../../../components/ui/notice.tsx';
import { errorCode } from '../../../lib/api-client.ts';
import { hasText, useTranslation } from '../../../lib/i18n.ts';
import { useMay } from '../../../lib/session.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { downloadCatalog, importCatalogFile } from '../api/catalog-import.ts';
import styles from './import-page.module.css';

/** The largest file the server takes (CATALOG_IMPORT_MAX_BYTES). */
const MAX_BYTES = 20 * 1024 * 1024;

type Phase = 'idle' | 'checking' | 'applying';
type Message = { tone: 'success' | 'warning' | 'failure'; text: string };

/** The progress bar: the upload's share while it is sent, then indeterminate while the server works. */
function Progress({ sent, label }: { sent: number | null; label: string }) {
  const percent = sent === null ? null : Math.round(sent * 100);
  return (
    <div className={styles.progress}>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        {...(percent === null ? { 'aria-valuetext': label } : { 'aria-valuenow': percent })}
        className={styles.track}
        data-indeterminate={percent === null ? 'true' : undefined}
      >
        <div className={styles.bar} style={percent === null ? undefined : { width: `${percent}%` }} />
      </div>
      <span className={styles.progressText}>{percent === null ? label : `${label} ${percent}%`}</span>
    </div>
  );
}

function show(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  return String(value);
}

/** The report of a dry run or an import: counts, bad rows by line and column, the changes. */
function Report({ report }: { report: CatalogImportReport }) {
  const { t, lang } = useTranslation();
  const counts: [string, number][] = [
    ['rows', report.rows],
    ['created', report.created],
    ['updated', report.updated],
    ['unchanged', report.unchanged],
    ['badRows', report.badRows],
  ];
  return (
    <>
      <dl className={styles.counts}>
        {counts.map(([key, value]) => (
          <div key={key} className={styles.count} data-kind={key}>
            <dt>{t(`import.counts.${key}`)}</dt>
            <dd>{formatNumber(value, lang)}</dd>
          </div>
        ))}
      </dl>
      {report.ignoredColumns.length > 0 ? (
        <p className={styles.note}>{t('import.ignoredColumns', { columns: report.ignoredColumns.join(', ') })}</p>
      ) : null}
      {report.errors.length > 0 ? (
        <section aria-labelledby="import-errors">
          <h3 id="import-errors" className={styles.subheading}>
            {t('import.errors.title', { count: report.errorsTotal })}
          </h3>
          <div className={styles.scroll}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">{t('import.errors.line')}</th>
                  <th scope="col">{t('import.errors.column')}</th>
                  <th scope="col">{t('import.errors.reason')}</th>
                  <th scope="col">{t('import.errors.value')}</th>
                </tr>
              </thead>
              <tbody>
                {report.errors.map((e) => (
                  <tr key={`${e.line}-${e.column}-${e.message}`}>
                    <td>{e.line}</td>
                    <td>
                      <code>{e.column || '—'}</code>
                    </td>
                    <td>
                      {hasText(lang, `import.reasons.${e.message}`) ? t(`import.reasons.${e.message}`) : e.message}
                    </td>
                    <td className={styles.value}>{show(e.value)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {report.errorsTotal > report.errors.length ? (
            <p className={styles.note}>{t('import.more', { count: report.errorsTotal - report.errors.length })}</p>
          ) : null}
        </section>
      ) : null}
      {report.changes.length > 0 ? (
        <section aria-labelledby="import-changes">
          <h3 id="import-changes" className={styles.subheading}>
            {t(report.dryRun ? 'import.changes.titleDry' : 'import.changes.title', { count: report.changesTotal })}
          </h3>
          <ul className={styles.changes}>
            {report.changes.map((c) => (
              <li key={c.line}>
                <span className={styles.kind} data-kind={c.kind}>
                  {t(`import.changes.${c.kind}`)}
                </span>{' '}
                <strong>{c.articleNumber}</strong>{' '}
                <span className={styles.note}>{t('import.changes.line', { line: c.line })}</span>
                <ul className={styles.fields}>
                  {Object.entries(c.fields).map(([field, { from, to }]) => (
                    <li key={field}>
                      <code>{field}</code>:{' '}
                      <span>
                        {c.kind === 'create'
                          ? show(to)
                          : t('import.changes.fromTo', { from: show(from), to: show(to) })}
                      </span>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
          {report.changesTotal > report.changes.length ? (
            <p className={styles.note}>{t('import.more', { count: report.changesTotal - report.changes.length })}</p>
          ) : null}
        </section>
      ) : null}
    </>
  );
}

/**
 * The catalog's import and export: download the catalog as CSV; choose or drop a file, which is
 * checked at once (a dry run: what would change, every bad row by line and column); then apply
 * its good rows. Bad rows are skipped and reported again.
 */
export function ImportPage() {
  const { t, lang } = useTranslation();
  useDocumentTitle(t('import.title'));
  const mayImport = useMay('catalog:write');
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [phase, setPhase] = useState<Phase>('idle');
  const [sent, setSent] = useState<number | null>(null);
  const [report, setReport] = useState<CatalogImportReport | null>(null);
  const [message, setMessage] = useState<Message | null>(null);
  const [dragging, setDragging] = useState(false);
  const [exporting, setExporting] = useState(false);
  const busy = phase !== 'idle';
  const failure = (error: unknown) => {
    const key = `errors.${errorCode(error)}`;
    return hasText(lang, key) ? t(key) : t('errors.error');
  };

  const run = async (chosen: File, dryRun: boolean) => {
    setPhase(dryRun ? 'checking' : 'applying');
    setMessage(null);
    try {
      const answer = await importCatalogFile(chosen, dryRun, setSent);
      setReport(answer);
      if (!dryRun) {
        setMessage({
          tone: answer.badRows > 0 ? 'warning' : 'success',
          text: t('import.applied', {
            created: answer.created,
            updated: answer.updated,
            unchanged: answer.unchanged,
            bad: answer.badRows,
          }),
        });
        setFile(null);
      }
    } catch (error) {
      setMessage({ tone: 'failure', text: failure(error) });
    } finally {
      setPhase('idle');
    }
  };

  const choose = (chosen: File | undefined) => {
    if (!chosen || busy) return;
    setReport(null);
    if (chosen.size > MAX_BYTES) {
      setFile(null);
      setMessage({ tone: 'failure', text: t('import.tooLarge') });
      return;
    }
    setFile(chosen);
    void run(chosen, true);
  };

  const onDrop = (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    setDragging(false);
    choose(event.dataTransfer.files[0]);
  };

  const exportNow = async () => {
    setExporting(true);
    setMessage(null);
    try {
      await downloadCatalog();
    } catch (error) {
      setMessage({ tone: 'failure', text: failure(error) });
    } finally {
      setExporting(false);
    }
  };

  const good = report ? report.created + report.updated : 0;
  const canApply = file !== null && report?.dryRun === true && good > 0 && !busy;

  return (
    <div className={ui.stack}>
      <h1>{t('import.title')}</h1>
      <Notices>{message ? <Notice tone={message.tone}>{message.text}</Notice> : null}</Notices>
      <Card title={t('import.export.title')}>
        <p className={styles.note}>{t('import.export.text')}</p>
        <div className={ui.actions}>
          <Button onPress={exportNow} isDisabled={exporting}>
            {exporting ? t('import.export.busy') : t('import.export.button')}
          </Button>
        </div>
      </Card>
      {mayImport ? (
        <Card title={t('import.file.title')}>
          <p className={styles.note}>{t('import.file.text')}</p>
          <section
            aria-label={t('import.file.drop')}
            className={styles.drop}
            data-dragging={dragging ? 'true' : undefined}
            onDragOver={(event) => {
              event.preventDefault();
              setDragging(true);
            }}
            onDragLeave={() => setDragging(false)}
            onDrop={onDrop}
          >
            <p>{t('import.file.drop')}</p>
            <label htmlFor={inputId} className={styles.pick}>
              {t('import.file.choose')}
            </label>
            <input
              id={inputId}
              ref={input}
              className={styles.input}
              type="file"
              accept=".csv,text/csv"
              disabled={busy}
              onChange={(event) => {
                choose(event.target.files?.[0]);
                event.target.value = '';
              }}
            />
            {file ? <p className={styles.fileName}>{t('import.file.chosen', { name: file.name })}</p> : null}
          </section>
          {busy ? (
            <Progress
              sent={sent}
              label={
                sent !== null
                  ? t('import.progress.upload')
                  : phase === 'checking'
                    ? t('import.progress.checking')
                    : t('import.progress.applying')
              }
            />
          ) : null}
        </Card>
      ) : null}
      {report ? (
        <Card title={report.dryRun ? t('import.report.dryRun') : t('import.report.result')}>
          <div aria-live="polite">
            {report.dryRun ? <p className={styles.note}>{t('import.report.nothingYet')}</p> : null}
            <Report report={report} />
          </div>
          {report.dryRun && mayImport ? (
            <div className={`${ui.actions} ${styles.apply}`}>
              {good > 0 ? (
                <Button variant="primary" isDisabled={!canApply} onPress={() => file && run(file, false)}>
                  {t('import.apply', { count: good })}
                </Button>
              ) : (
                <p className={styles.note}>{t('import.nothingToApply')}</p>
              )}
              {report.badRows > 0 && good > 0 ? (
                <p className={styles.note}>{t('import.badSkipped', { count: report.badRows })}</p>
              ) : null}
            </div>
          ) : null}
        </Card>
      ) : null}
    </div>
  );
}
