import { type Article, displayUnitPrice, formatMoney, localize } from '@shop/contract';
import { usePrivateCustomer } from '../stores/customer-type-store.ts';
import { useTranslation } from './i18n.ts';
import { useTenant } from './tenant.ts';

export type PriceView = {
  /** The formatted price, or the article's alternative-price text. */
  text: string;
  /** Minor units shown (0 when the tenant pays); null where an alternative text stands instead. */
  amount: number | null;
  /** Whether the amount includes VAT (private customers). */
  withVat: boolean;
};

/**
 * How prices read for the current shopper (SPEC.md §2, §5): net for business customers, with
 * VAT for private customers, 0 when the tenant pays, the alternative-price text where set.
 * Every price on every page goes through this one hook, so the customer-type switch changes
 * them all at once.
 */
export function usePriceFormatter(): (
  article: Pick<Article, 'price' | 'payer' | 'alternativePrice'>,
  amount?: number,
) => PriceView {
  const tenant = useTenant();
  const { i18n } = useTranslation();
  const privateCustomer = usePrivateCustomer(tenant.businessPrivateToggle);
  const lang = i18n.language;
  return (article, amount = 1) => {
    if (article.alternativePrice && article.payer !== 'TENANT') {
      return { text: localize(article.alternativePrice, lang), amount: null, withVat: privateCustomer };
    }
    const unit = displayUnitPrice(article.price, { payer: article.payer, privateCustomer, vatPercent: tenant.vat });
    const total = unit * amount;
    return { text: formatMoney(total, tenant.currency, lang), amount: total, withVat: privateCustomer };
  };
}
