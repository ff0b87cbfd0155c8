import { ADMIN_COUNT_CAP, ADMIN_PAGE_SIZES, formatNumber } from '@shop/contract';
import { useTranslation } from '../../lib/i18n.ts';
import { Button } from './button.tsx';
import { SelectField } from './field.tsx';
import styles from './pager.module.css';

type Props = {
  total: number;
  totalIsLowerBound: boolean;
  offset: number;
  limit: number;
  shown: number;
  onOffset: (offset: number) => void;
  onLimit: (limit: number) => void;
};

/** The count of a list ("1–25 of 10,000+"), the page size and the previous and next pages. */
export function Pager({ total, totalIsLowerBound, offset, limit, shown, onOffset, onLimit }: Props) {
  const { t, lang } = useTranslation();
  const count = totalIsLowerBound ? `${formatNumber(ADMIN_COUNT_CAP, lang)}+` : formatNumber(total, lang);
  const first = shown === 0 ? 0 : offset + 1;
  const last = offset + shown;
  const hasNext = totalIsLowerBound ? shown === limit : last < total;
  return (
    <nav className={styles.pager} aria-label={t('pager.label')}>
      <p className={styles.count} aria-live="polite" data-testid="list-count">
        {shown === 0
          ? t('pager.none', { count })
          : t('pager.range', { first: formatNumber(first, lang), last: formatNumber(last, lang), count })}
      </p>
      <div className={styles.controls}>
        <div className={styles.size}>
          <SelectField
            label={t('pager.pageSize')}
            value={String(limit)}
            onChange={(e) => onLimit(Number(e.currentTarget.value))}
          >
            {ADMIN_PAGE_SIZES.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </SelectField>
        </div>
        <Button onPress={() => onOffset(Math.max(0, offset - limit))} isDisabled={offset === 0}>
          {t('pager.previous')}
        </Button>
        <Button onPress={() => onOffset(offset + limit)} isDisabled={!hasNext}>
          {t('pager.next')}
        </Button>
      </div>
    </nav>
  );
}
