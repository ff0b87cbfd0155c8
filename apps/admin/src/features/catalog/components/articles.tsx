import { type AdminArticle, type AdminProduct, formatMoney, formatNumber, type Language } from '@shop/contract';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Badge, Card, ui } from '../../../components/ui/card.tsx';
import { Notice, Notices } from '../../../components/ui/notice.tsx';
import { type AdminLanguage, type TFunction, useTranslation } from '../../../lib/i18n.ts';
import { useMay } from '../../../lib/session.ts';
import { pickText } from '../hooks/texts.ts';
import { ArticleDialog } from './article-dialog.tsx';
import styles from './catalog.module.css';

/** A price as the shop's list would show it: the alternative text, else the amount in the currency. */
function priceOf(article: AdminArticle, currency: string | undefined, lang: AdminLanguage): string {
  return currency ? formatMoney(article.price, currency, lang) : formatNumber(article.price / 100, lang);
}

function columns(t: TFunction): { key: string; label: string; number?: boolean }[] {
  return [
    { key: 'articleNumber', label: t('catalog.articles.articleNumber') },
    { key: 'quantity', label: t('catalog.articles.quantity'), number: true },
    { key: 'price', label: t('catalog.articles.price'), number: true },
    { key: 'weight', label: t('catalog.articles.weight'), number: true },
    { key: 'freeShipping', label: t('catalog.articles.freeShipping') },
    { key: 'numberOfForms', label: t('catalog.articles.numberOfForms'), number: true },
    { key: 'payer', label: t('catalog.articles.payer') },
    { key: 'alternativePrice', label: t('catalog.articles.alternativePrice') },
    { key: 'active', label: t('catalog.articles.state') },
  ];
}

type Props = { product: AdminProduct; languages: readonly Language[]; defaultLanguage: Language };

/** The product's articles (package sizes) in a table; each is edited, and a new one added, in a dialog. */
export function Articles({ product, languages, defaultLanguage }: Props) {
  const { t, lang } = useTranslation();
  const mayChange = useMay('catalog:write');
  const [editing, setEditing] = useState<AdminArticle | 'new' | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const cols = columns(t);

  const cells = (a: AdminArticle): Record<string, string> => ({
    articleNumber: a.articleNumber,
    quantity: formatNumber(a.quantity, lang),
    price: priceOf(a, product.currency, lang),
    weight: t('catalog.articles.grams', { weight: formatNumber(a.weight, lang) }),
    freeShipping: t(a.freeShipping ? 'common.yes' : 'common.no'),
    numberOfForms: formatNumber(a.numberOfForms, lang),
    payer: t(`catalog.payer.${a.payer}`),
    alternativePrice: pickText(a.alternativePrice, lang, defaultLanguage),
  });

  return (
    <Card title={t('catalog.articles.title')}>
      <Notices>{message ? <Notice tone="success">{message}</Notice> : null}</Notices>
      {product.articles.length === 0 ? (
        <p className={ui.muted}>{t('catalog.articles.none')}</p>
      ) : (
        <div className={styles.articleWrap}>
          <table className={`${ui.table} ${styles.articleTable}`}>
            <caption className="visually-hidden">{t('catalog.articles.title')}</caption>
            <thead>
              <tr>
                {cols.map((c) => (
                  <th key={c.key} scope="col" className={c.number ? ui.number : undefined}>
                    {c.label}
                  </th>
                ))}
                {mayChange ? (
                  <th scope="col">
                    <span className="visually-hidden">{t('catalog.articles.actions')}</span>
                  </th>
                ) : null}
              </tr>
            </thead>
            <tbody>
              {product.articles.map((a) => {
                const values = cells(a);
                return (
                  <tr key={a.id} className={a.active ? undefined : styles.inactiveRow}>
                    {cols.map((c) =>
                      c.key === 'active' ? (
                        <td key={c.key} data-label={c.label}>
                          {a.active ? (
                            <Badge status="shipped">{t('catalog.state.active')}</Badge>
                          ) : (
                            <Badge status="disabled">{t('catalog.state.inactive')}</Badge>
                          )}
                        </td>
                      ) : (
                        <td key={c.key} data-label={c.label} className={c.number ? ui.number : undefined}>
                          {values[c.key]}
                        </td>
                      ),
                    )}
                    {mayChange ? (
                      <td data-label={t('catalog.articles.actions')}>
                        <Button
                          variant="quiet"
                          onPress={() => setEditing(a)}
                          aria-label={t('catalog.articles.edit', { articleNumber: a.articleNumber })}
                        >
                          {t('catalog.articles.editShort')}
                        </Button>
                      </td>
                    ) : null}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      {mayChange ? (
        <div className={ui.actions}>
          <Button onPress={() => setEditing('new')}>{t('catalog.articles.add')}</Button>
        </div>
      ) : null}
      {editing !== null ? (
        <ArticleDialog
          productId={product.id}
          article={editing === 'new' ? null : editing}
          currency={product.currency}
          languages={languages}
          onClose={(done) => {
            setEditing(null);
            if (done) setMessage(t(`catalog.articles.${done.kind}`, { articleNumber: done.articleNumber }));
          }}
        />
      ) : null}
    </Card>
  );
}
