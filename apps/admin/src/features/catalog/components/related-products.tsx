import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Badge, ui } from '../../../components/ui/card.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { useProductList } from '../api/catalog.ts';
import styles from './catalog.module.css';

/** The most related products a product has (the contract's limit). */
const MAX_RELATED = 50;

export type RelatedName = { name: string; active: boolean };

type Props = {
  /** The product edited (0 for a new one): never its own related product. */
  productId: number;
  value: readonly number[];
  names: ReadonlyMap<number, RelatedName>;
  onChange: (ids: number[], added?: { id: number } & RelatedName) => void;
  mayChange: boolean;
  error?: string;
  /**
   * The key of the texts' group (default 'catalog.related'): none, title, find, found, results,
   * add, addShort, remove, removeShort (and moveUp, moveDown where `orderable`). Another list of
   * products (a campaign's) names its own.
   */
  texts?: string;
  /** The most products the list may hold (default the related products' limit). */
  max?: number;
  /** Whether each product has move up and move down buttons (the order is what the shop shows). */
  orderable?: boolean;
};

/** Waits until the operator stops typing before searching. */
function useSettled(value: string, ms = 300): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/** The product's related products ("also see"), in their order: picked by search, removed one by one. */
export function RelatedProducts({
  productId,
  value,
  names,
  onChange,
  mayChange,
  error,
  texts = 'catalog.related',
  max = MAX_RELATED,
  orderable = false,
}: Props) {
  const { t: translate, lang } = useTranslation();
  const t: typeof translate = (key, options) =>
    translate(key.startsWith('catalog.related.') ? `${texts}.${key.slice('catalog.related.'.length)}` : key, options);
  const [text, setText] = useState('');
  const q = useSettled(text.trim());
  const search = useProductList({ q, lang, page: 1, pageSize: 10 }, mayChange && q.length >= 2);
  const found = (search.data?.items ?? []).filter((item) => item.id !== productId && !value.includes(item.id));
  const nameOf = (id: number) => names.get(id)?.name || `#${id}`;
  const move = (from: number, to: number) => {
    const next = [...value];
    const [moved] = next.splice(from, 1);
    if (moved === undefined) return;
    next.splice(to, 0, moved);
    onChange(next);
    // The focus stays with the moved product where its button is still there.
    const control = to === 0 ? 'down' : to === next.length - 1 ? 'up' : from > to ? 'up' : 'down';
    setTimeout(() => document.getElementById(`related-${moved}-${control}`)?.focus(), 0);
  };

  return (
    <div className={styles.fields}>
      {value.length === 0 ? <p className={styles.hint}>{t('catalog.related.none')}</p> : null}
      <ul className={styles.related} aria-label={t('catalog.related.title')}>
        {value.map((id, index) => (
          <li key={id}>
            <span>
              <Link to={`/catalog/products/${id}`}>{nameOf(id)}</Link>
              {names.get(id)?.active === false ? (
                <>
                  {' '}
                  <Badge status="disabled">{t('catalog.state.inactive')}</Badge>
                </>
              ) : null}
            </span>
            {mayChange && orderable ? (
              <span className={styles.moveButtons}>
                <Button
                  variant="quiet"
                  id={`related-${id}-up`}
                  isDisabled={index === 0}
                  onPress={() => move(index, index - 1)}
                  aria-label={t('catalog.related.moveUp', { name: nameOf(id) })}
                >
                  ↑
                </Button>
                <Button
                  variant="quiet"
                  id={`related-${id}-down`}
                  isDisabled={index === value.length - 1}
                  onPress={() => move(index, index + 1)}
                  aria-label={t('catalog.related.moveDown', { name: nameOf(id) })}
                >
                  ↓
                </Button>
              </span>
            ) : null}
            {mayChange ? (
              <Button
                variant="quiet"
                onPress={() => onChange(value.filter((x) => x !== id))}
                aria-label={t('catalog.related.remove', { name: nameOf(id) })}
              >
                {t('catalog.related.removeShort')}
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
      {error ? <span className={ui.error}>{error}</span> : null}
      {mayChange && value.length < max ? (
        <div>
          <Field
            label={t('catalog.related.find')}
            type="search"
            value={text}
            maxLength={100}
            autoComplete="off"
            onChange={(e) => setText(e.currentTarget.value)}
            // Enter searches here; it must not save the product.
            onKeyDown={(e) => {
              if (e.key === 'Enter') e.preventDefault();
            }}
          />
          <p className={styles.hint} aria-live="polite">
            {q.length >= 2 && search.data ? t('catalog.related.found', { count: found.length }) : ''}
          </p>
          <ul className={styles.results} aria-label={t('catalog.related.results')}>
            {q.length >= 2
              ? found.map((item) => (
                  <li key={item.id}>
                    <span>
                      {item.name || `#${item.id}`} <span className={ui.muted}>· {item.groupName}</span>
                    </span>
                    <Button
                      variant="quiet"
                      onPress={() =>
                        onChange([...value, item.id], { id: item.id, name: item.name, active: item.active })
                      }
                      aria-label={t('catalog.related.add', { name: item.name || `#${item.id}` })}
                    >
                      {t('catalog.related.addShort')}
                    </Button>
                  </li>
                ))
              : null}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
