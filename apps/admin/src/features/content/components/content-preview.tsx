import type { ContentPageName } from '@shop/contract';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';
import styles from './content.module.css';

type Body = Record<string, unknown>;

const str = (v: unknown) => (typeof v === 'string' ? v : '');
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
const rec = (v: unknown): Body => (v && typeof v === 'object' ? (v as Body) : {});

/** A text as the shop shows it: `{{placeholders}}` stand out (the shop fills them with its values). */
function Text({ children }: { children: unknown }) {
  const parts = str(children).split(/(\{\{\s*\w+\s*\}\})/g);
  return (
    <>
      {parts.map((part, i) =>
        /^\{\{/.test(part) ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts of one text, in order
          <mark key={i} className={styles.placeholder}>
            {part}
          </mark>
        ) : (
          part
        ),
      )}
    </>
  );
}

function Paragraphs({ items }: { items: unknown }) {
  return (
    <>
      {list(items).map((p, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs are identified by their place
        <p key={i}>
          <Text>{p}</Text>
        </p>
      ))}
    </>
  );
}

/** A collapsible question or section, as the shop's (closed at first). */
function Collapsed({ title, children }: { title: unknown; children: ReactNode }) {
  return (
    <details className={styles.details}>
      <summary>
        <Text>{title}</Text>
      </summary>
      {children}
    </details>
  );
}

function Table({ caption, columns, rows }: { caption: string; columns: string[]; rows: unknown[] }) {
  const { t } = useTranslation();
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
    <section className={styles.tableWrap} tabIndex={0} aria-label={caption}>
      <table className={styles.table}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c} scope="col">
                {t(`content.field.${c}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are identified by their place
            <tr key={i}>
              {columns.map((c, j) =>
                j === 0 ? (
                  <th key={c} scope="row">
                    <Text>{rec(row)[c]}</Text>
                  </th>
                ) : (
                  <td key={c}>
                    <Text>{rec(row)[c]}</Text>
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** The parts of each page below its title and lead, in the shop's order. */
function PageParts({ page, body }: { page: ContentPageName; body: Body }) {
  const { t } = useTranslation();
  switch (page) {
    case 'about':
      return (
        <>
          <Paragraphs items={body.paragraphs} />
          <h4>{str(body.valuesTitle)}</h4>
          <ul>
            {list(body.values).map((v, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: cards are identified by their place
              <li key={i}>
                <strong>
                  <Text>{rec(v).heading}</Text>
                </strong>{' '}
                <Text>{rec(v).text}</Text>
              </li>
            ))}
          </ul>
          <h4>{str(body.factsTitle)}</h4>
          <ul>
            {list(body.facts).map((f, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: facts are identified by their place
              <li key={i}>
                <Text>{f}</Text>
              </li>
            ))}
          </ul>
        </>
      );
    case 'faq':
      return (
        <div data-testid="preview-questions">
          {list(body.questions).map((q, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: questions are identified by their place
            <Collapsed key={i} title={rec(q).question}>
              <p>
                <Text>{rec(q).answer}</Text>
              </p>
            </Collapsed>
          ))}
        </div>
      );
    case 'terms':
      return (
        <>
          {list(body.sections).map((s, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: sections are identified by their place
            <Collapsed key={i} title={rec(s).heading}>
              <Paragraphs items={rec(s).paragraphs} />
            </Collapsed>
          ))}
        </>
      );
    case 'contact':
      return (
        <>
          <address className={styles.address}>
            {list(body.address).map((line, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: address lines are identified by their place
              <span key={i}>
                <Text>{line}</Text>
                <br />
              </span>
            ))}
          </address>
          <dl className={styles.facts}>
            {(['phone', 'email', 'hours', 'registrationNumber', 'vatNumber'] as const).map((k) =>
              str(body[k]) ? (
                <div key={k}>
                  <dt>{t(`content.field.${k}`)}</dt>
                  <dd>{str(body[k])}</dd>
                </div>
              ) : null,
            )}
          </dl>
          <Paragraphs items={body.notes} />
        </>
      );
    case 'home':
      return (
        <>
          <p>
            <span className={styles.ctaSample}>
              <Text>{body.cta}</Text>
            </span>
          </p>
          <h4>
            <Text>{body.promotionsTitle}</Text>
          </h4>
          <ul className={styles.promotions} aria-label={str(body.promotionsTitle)} data-testid="preview-promotions">
            {list(body.promotions).map((p, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: promotions are identified by their place
              <li key={i}>
                <span className={styles.iconName}>{t(`content.choice.icon.${str(rec(p).icon)}`)}</span>
                <strong>
                  <Text>{rec(p).title}</Text>
                </strong>{' '}
                <Text>{rec(p).text}</Text>
              </li>
            ))}
          </ul>
          <h4>
            <Text>{body.sliderTitle}</Text>
          </h4>
        </>
      );
    case 'cookies':
      return (
        <>
          <p>
            <Text>{body.controller}</Text>
          </p>
          <Table
            caption={t('content.field.processing')}
            columns={['purpose', 'data', 'basis', 'retention']}
            rows={list(body.processing)}
          />
          <Paragraphs items={body.rights} />
          <p>
            <Text>{body.cookiesIntro}</Text>
          </p>
          <Table
            caption={t('content.field.cookies')}
            columns={['name', 'type', 'purpose', 'lifetime']}
            rows={list(body.cookies)}
          />
        </>
      );
  }
}

/** The page as the shop will show it (simplified: the same parts in the same order, as plain text). */
export function ContentPreview({ page, body }: { page: ContentPageName; body: Body }) {
  const { t } = useTranslation();
  return (
    <section className={styles.preview} aria-labelledby="content-preview-title" data-testid="content-preview">
      <h2 id="content-preview-title" className={styles.previewLabel}>
        {t('content.editor.preview')}
      </h2>
      <div className={styles.previewPage}>
        <h3 className={styles.previewTitle}>{str(body.title)}</h3>
        <p className={styles.lead}>
          <Text>{body.lead ?? body.intro ?? body.tagline}</Text>
        </p>
        <PageParts page={page} body={body} />
      </div>
    </section>
  );
}
