import { type Article, localize } from '@shop/contract';
import { useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { mediaUrl } from '../../../lib/media.ts';
import { usePriceFormatter } from '../../../lib/price.ts';
import { type CartItem, useCartStore } from '../../../stores/cart-store.ts';
import { useProduct } from '../../catalog/index.ts';
import { changePackage } from '../hooks/cart-edit.ts';
import { useCartMoney } from '../hooks/use-cart-money.ts';
import { useShownCart } from '../hooks/use-shown-cart.ts';
import { CartLinePackages, usePackageSize } from '../lib/cart-texts.tsx';
import { choosableArticles, MAX_EDIT_AMOUNT, readAmount } from '../lib/cart-view.ts';
import styles from './cart-page.module.css';
import { RemoveLineDialog } from './remove-line-dialog.tsx';

function usePackageText() {
  const size = usePackageSize();
  return (article: Article, productName: string) => size(article, productName);
}

type EditorProps = { item: CartItem; name: string; onDone: () => void };

/** Package and amount of a line, saved together (a new package replaces the line). */
function CartLineEditor({ item, name, onDone }: EditorProps) {
  const { t } = useTranslation();
  const format = usePriceFormatter();
  const packageText = usePackageText();
  const product = useProduct(item.product.id);
  const baseId = useId();
  const amountRef = useRef<HTMLInputElement>(null);
  const [articleId, setArticleId] = useState(item.article.id);
  const [draft, setDraft] = useState(String(item.amount));
  const [error, setError] = useState<string | null>(null);

  const loaded = product.data && product.data.nonExistant === false ? choosableArticles(product.data.articles) : [];
  const options = loaded.some((a) => a.id === item.article.id) ? loaded : [item.article, ...loaded];
  const errorId = `${baseId}-error`;

  const save = () => {
    const amount = readAmount(draft);
    if (!amount.ok) {
      setError(t(`cart.edit.${amount.reason}`, { max: MAX_EDIT_AMOUNT }));
      amountRef.current?.focus();
      return;
    }
    const article = options.find((a) => a.id === articleId) ?? item.article;
    const cart = useCartStore.getState();
    if (article.id === item.article.id) cart.setAmount(item.article.id, amount.amount);
    else changePackage(item.article.id, article, amount.amount);
    onDone();
  };

  return (
    <form
      className={styles.editor}
      noValidate
      aria-label={t('cart.edit.label', { name })}
      data-testid="cart-item-editor"
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      <div className={styles.field}>
        <label htmlFor={`${baseId}-package`}>{t('cart.edit.package')}</label>
        <select
          id={`${baseId}-package`}
          value={articleId}
          onChange={(event) => setArticleId(Number(event.target.value))}
          data-testid="cart-item-package"
        >
          {options.map((a) => (
            <option key={a.id} value={a.id}>
              {`${packageText(a, item.product.name)} – ${format(a, 1).text}`}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor={`${baseId}-amount`}>{t('cart.edit.amount')}</label>
        <input
          ref={amountRef}
          id={`${baseId}-amount`}
          className={styles.amountInput}
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX_EDIT_AMOUNT}
          step={1}
          value={draft}
          onChange={(event) => {
            setDraft(event.target.value);
            setError(null);
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          data-testid="cart-item-amount"
        />
      </div>
      <div className={styles.editorActions}>
        <Button type="submit" data-testid="cart-item-save">
          {t('cart.edit.save')}
        </Button>
        <Button variant="quiet" onClick={onDone}>
          {t('cart.edit.cancel')}
        </Button>
      </div>
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </form>
  );
}

type Props = { item: CartItem; onRemoved: () => void };

/** A cart line: image, name, package, prices and amount, with edit and remove (asks first). */
export function CartLine({ item, onRemoved }: Props) {
  const { t, i18n } = useTranslation();
  const format = usePriceFormatter();
  const packageText = usePackageText();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const editRef = useRef<HTMLButtonElement>(null);
  const name = localize(item.product.name, i18n.language);
  const href = `/article/${item.article.containerId || item.product.id}`;
  const unit = format(item.article, 1);
  const line = format(item.article, item.amount);
  // The line's price rounded once, as the total sums it (round per line, then sum).
  const shownPrice = useShownCart().linePrice.get(item.article.id) ?? 0;
  const money = useCartMoney();
  const lineText = line.amount === null ? line.text : money.money(shownPrice);

  const stopEditing = () => {
    setEditing(false);
    requestAnimationFrame(() => editRef.current?.focus());
  };

  return (
    <li
      className={styles.line}
      data-testid="cart-item"
      data-article-id={item.article.id}
      data-amount={item.amount}
      data-editing={editing || undefined}
    >
      <Link to={href} className={styles.thumb} tabIndex={-1} aria-hidden="true">
        {item.product.image ? (
          <img src={mediaUrl(item.product.image, 96)} alt="" width={96} height={96} loading="lazy" />
        ) : null}
      </Link>
      <div className={styles.lineInfo}>
        <h3 className={styles.lineName}>
          <Link to={href}>{name}</Link>
        </h3>
        <p className={styles.lineMeta}>
          <span>
            {t('cart.item.package')}:{' '}
            <span data-testid="cart-item-package-name">{packageText(item.article, item.product.name)}</span>
          </span>
          <span>{t('cart.item.articleNumber', { number: item.article.articleNumber })}</span>
        </p>
        {editing ? (
          <CartLineEditor item={item} name={name} onDone={stopEditing} />
        ) : (
          <p className={styles.lineAmount}>
            {t('cart.item.amount')}:{' '}
            <strong className="tabular">
              <CartLinePackages line={item} testId="cart-item-packages" />
            </strong>
          </p>
        )}
      </div>
      <div className={styles.linePrices}>
        <span className={`${styles.linePrice} tabular`} data-testid="cart-item-price">
          {lineText}
        </span>
        {unit.amount !== null && item.amount > 1 ? (
          <span className={`${styles.unitPrice} tabular`}>{t('cart.item.each', { price: unit.text })}</span>
        ) : null}
      </div>
      <div className={styles.lineActions}>
        {editing ? null : (
          <button
            ref={editRef}
            type="button"
            className={buttonClass('quiet')}
            onClick={() => setEditing(true)}
            aria-label={t('cart.item.editLabel', { name })}
            data-testid="cart-item-edit"
          >
            {t('cart.item.edit')}
          </button>
        )}
        <Button
          variant="quiet"
          onClick={() => setConfirming(true)}
          aria-label={t('cart.item.removeLabel', { name })}
          data-testid="cart-item-remove"
        >
          {t('cart.item.remove')}
        </Button>
      </div>
      <RemoveLineDialog
        isOpen={confirming}
        onOpenChange={setConfirming}
        name={name}
        articleId={item.article.id}
        onRemoved={onRemoved}
        testId="cart"
        classes={{ name: styles.removeName, actions: styles.dialogActions }}
      />
    </li>
  );
}
