import type { Article, Product } from '@shop/contract';
import { useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { CartIcon } from '../../../components/ui/icons.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { usePriceFormatter } from '../../../lib/price.ts';
import { useCartStore } from '../../../stores/cart-store.ts';
import { useSideCartStore } from '../../cart/index.ts';
import {
  type AmountCheck,
  checkAmount,
  MAX_AMOUNT,
  packageText,
  purchasableArticles,
} from '../hooks/product-helpers.ts';
import styles from './purchase-panel.module.css';

type Props = { product: Product };

/** Package-size choice, amount, the price of the choice and 'Add to cart'. */
export function PurchasePanel({ product }: Props) {
  const { t, i18n } = useTranslation();
  const format = usePriceFormatter();
  const articles = purchasableArticles(product.articles);
  const [articleId, setArticleId] = useState<number | null>(articles[0]?.id ?? null);
  const [amount, setAmount] = useState(1);
  const [draft, setDraft] = useState('1');
  const [error, setError] = useState<Extract<AmountCheck, { ok: false }>['reason'] | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const baseId = useId();
  const article: Article | undefined = articles.find((a) => a.id === articleId) ?? articles[0];

  if (!article) {
    return (
      <p className={styles.none} data-testid="no-packages">
        {t('product.packages.none')}
      </p>
    );
  }

  const commit = (next: number) => {
    const clamped = Math.min(MAX_AMOUNT, Math.max(1, next));
    setAmount(clamped);
    setDraft(String(clamped));
    setError(null);
  };

  const onDraft = (value: string) => {
    setDraft(value);
    const check = checkAmount(value);
    if (check.ok) {
      setAmount(check.amount);
      setError(null);
    } else setError(check.reason);
  };

  const addToCart = () => {
    if (error) {
      inputRef.current?.focus();
      return;
    }
    const { id, name, description, image } = product;
    useCartStore.getState().add({ id, name, description, image }, article, amount);
    useSideCartStore.getState().open();
  };

  const unit = format(article, 1);
  const total = format(article, amount);
  const vatLabel = unit.withVat ? t('product.price.inclVat') : t('product.price.exclVat');
  const errorId = `${baseId}-error`;
  const errorText =
    error === 'max'
      ? t('product.amount.max', { max: MAX_AMOUNT })
      : error === 'min'
        ? t('product.amount.min')
        : error
          ? t('product.amount.notNumber')
          : null;

  return (
    <div className={styles.panel} data-testid="purchase-panel">
      <fieldset className={styles.packages}>
        <legend className={styles.legend}>{t('product.packages.legend')}</legend>
        <div className={styles.options}>
          {articles.map((a) => {
            const label =
              packageText(a, product.name, i18n.language) ?? t('product.packages.fallback', { count: a.quantity });
            const checked = a.id === article.id;
            return (
              <label key={a.id} className={styles.option} data-checked={checked || undefined}>
                <input
                  type="radio"
                  name={`${baseId}-package`}
                  value={a.id}
                  checked={checked}
                  onChange={() => setArticleId(a.id)}
                  className={styles.radio}
                />
                <span className={styles.optionText}>
                  <span className={styles.optionLabel}>{label}</span>
                  <span className={styles.optionNumber}>
                    {t('product.packages.articleNumber', { number: a.articleNumber })}
                  </span>
                </span>
                <span className={`${styles.optionPrice} tabular`}>{format(a, 1).text}</span>
              </label>
            );
          })}
        </div>
      </fieldset>

      <div className={styles.priceBox} data-testid="product-price" aria-live="polite">
        <p className={styles.unit}>
          <span className={styles.priceLabel}>{t('product.price.unit')}</span>
          <span className={`${styles.unitPrice} tabular`} data-testid="unit-price">
            {unit.text}
          </span>
          {unit.amount !== null ? <span className={styles.vat}>{vatLabel}</span> : null}
        </p>
        {amount > 1 && total.amount !== null ? (
          <p className={styles.total}>
            <span>{t('product.price.total', { amount })}</span>{' '}
            <span className="tabular" data-testid="total-price">
              {total.text}
            </span>{' '}
            <span className={styles.vat}>{vatLabel}</span>
          </p>
        ) : null}
      </div>

      <div className={styles.buyRow}>
        <div className={styles.amountField}>
          <label htmlFor={`${baseId}-amount`} className={styles.amountLabel}>
            {t('product.amount.label')}
          </label>
          <div className={styles.stepper} data-invalid={error ? true : undefined}>
            <button
              type="button"
              className={styles.step}
              aria-label={t('product.amount.decrease')}
              disabled={amount <= 1}
              onClick={() => commit(amount - 1)}
            >
              −
            </button>
            <input
              ref={inputRef}
              id={`${baseId}-amount`}
              className={`${styles.amountInput} tabular`}
              inputMode="numeric"
              autoComplete="off"
              value={draft}
              onChange={(e) => onDraft(e.target.value)}
              onBlur={() => {
                if (!error) setDraft(String(amount));
              }}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              data-testid="amount-input"
            />
            <button
              type="button"
              className={styles.step}
              aria-label={t('product.amount.increase')}
              disabled={amount >= MAX_AMOUNT}
              onClick={() => commit(amount + 1)}
            >
              +
            </button>
          </div>
        </div>
        <Button className={styles.add} onClick={addToCart} data-testid="add-to-cart">
          <CartIcon />
          {t('product.addToCart')}
        </Button>
      </div>
      {errorText ? (
        <p id={errorId} className={styles.error} role="alert" data-testid="amount-error">
          {errorText}
        </p>
      ) : null}
    </div>
  );
}
