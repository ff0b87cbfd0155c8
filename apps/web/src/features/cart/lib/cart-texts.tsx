import { type Article, type CartItem, localize, packagesLabel, packageText } from '@shop/contract';
import { useTranslation } from '../../../lib/i18n.ts';

type PackagedLine = { amount: number; article: Pick<Article, 'name' | 'quantity'>; product: { name: string } };

/** The package size of an article as its name words it, else 'N pcs'. */
export function usePackageSize(): (article: Pick<Article, 'name' | 'quantity'>, productName: string) => string {
  const { t, i18n } = useTranslation();
  return (article, productName) =>
    packageText(article.name, productName, i18n.language) ?? t('cart.item.pieces', { count: article.quantity });
}

/** A line's amount in packages with the package size: '2 × 100 forms' (SPEC.md §3 Article quantity). */
export function CartLinePackages({ line, testId }: { line: PackagedLine; testId?: string }) {
  const { i18n } = useTranslation();
  const size = usePackageSize();
  return (
    <span data-testid={testId ?? 'line-packages'}>
      {packagesLabel(line.amount, size(line.article, line.product.name), i18n.language)}
    </span>
  );
}

/** Names the lines priced on request: a quote follows for them; nothing when there are none. */
export function PriceOnRequestNote({ lines, className }: { lines: readonly CartItem[]; className?: string }) {
  const { t, i18n } = useTranslation();
  if (lines.length === 0) return null;
  const names = lines.map((line) => localize(line.product.name, i18n.language)).join(', ');
  return (
    <p className={className} data-testid="price-on-request">
      {t('cart.onRequest', { names })}
    </p>
  );
}

/** The freight's own name beside the 'Shipping' label, unless it only repeats the label ('Fragt (Fragt)'). */
export function shippingNote(label: string, name: string, lang: string): string | null {
  const local = localize(name, lang).trim();
  if (!local || local.toLocaleLowerCase() === label.trim().toLocaleLowerCase()) return null;
  return local;
}
