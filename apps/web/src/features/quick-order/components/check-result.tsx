import { formatNumber, localize, MAX_LINE_AMOUNT } from '@shop/contract';
import type { ReactNode } from 'react';
import { Thumbnail } from '../../../components/ui/thumbnail.tsx';
import { TitledSection } from '../../../components/ui/titled-section.tsx';
import { packageText } from '../../../lib/articles.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { usePriceFormatter } from '../../../lib/price.ts';
import type { GoodLine, SourcedRefusal } from '../lib/check.ts';
import styles from './quick-order.module.css';

/** One titled block of the check's result: its heading and its list of lines. */
function ResultBlock({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  return (
    <TitledSection level={3} classes={[styles.resultBlock, styles.sectionTitle]} title={title}>
      <ul className={styles.resultList} data-testid={testId}>
        {children}
      </ul>
    </TitledSection>
  );
}

/** The lines the shop sells, as they will go into the cart. */
export function GoodLines({ lines }: { lines: readonly GoodLine[] }) {
  const { t, i18n } = useTranslation();
  const format = usePriceFormatter();
  return (
    <ResultBlock title={t('quickOrder.result.good', { count: lines.length })} testId="quick-order-good">
      {lines.map((l) => {
        const price = format(l.article, l.amount);
        const size =
          packageText(l.article, l.product.name, i18n.language) ??
          t('quickOrder.pieces', { count: l.article.quantity });
        return (
          <li
            key={`${l.source}-${l.line}`}
            className={styles.good}
            data-testid="quick-order-good-line"
            data-article-number={l.articleNumber}
            data-amount={l.amount}
          >
            <span className={styles.thumb} aria-hidden="true">
              {l.product.image ? <Thumbnail file={l.product.image} size={48} /> : null}
            </span>
            <span className={styles.goodText}>
              <span className={styles.goodName}>{localize(l.product.name, i18n.language)}</span>
              <span className={styles.optionMeta}>
                {size} · {t('quickOrder.result.articleNumber', { number: l.articleNumber })} ·{' '}
                {t(`quickOrder.source.${l.source}`)} {l.line}
              </span>
            </span>
            <span className={styles.goodAmount}>{t('quickOrder.result.amount', { amount: l.amount })}</span>
            <span className={`${styles.goodPrice} tabular`}>{price.text}</span>
          </li>
        );
      })}
    </ResultBlock>
  );
}

/** Every line that cannot be used, by its source and line number, with the reason. */
export function BadLines({ lines }: { lines: readonly SourcedRefusal[] }) {
  const { t, i18n } = useTranslation();
  const max = formatNumber(MAX_LINE_AMOUNT, i18n.language);
  return (
    <ResultBlock title={t('quickOrder.result.bad', { count: lines.length })} testId="quick-order-bad">
      {lines.map((l) => (
        <li
          key={`${l.source}-${l.line}`}
          className={styles.bad}
          data-testid="quick-order-bad-line"
          data-line={l.line}
          data-source={l.source}
          data-reason={l.reason}
        >
          <span className={styles.badWhere}>
            {t('quickOrder.result.where', { source: t(`quickOrder.source.${l.source}`), line: l.line })}
          </span>
          <code className={styles.badText}>{l.text}</code>
          <span className={styles.badReason}>{t(`quickOrder.reason.${l.reason}`, { max })}</span>
        </li>
      ))}
    </ResultBlock>
  );
}
