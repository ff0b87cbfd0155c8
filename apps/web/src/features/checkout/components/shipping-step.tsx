import { localize } from '@shop/contract';
import { useEffect } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { useTranslation } from '../../../lib/i18n.ts';
import { useTenant } from '../../../lib/tenant.ts';
import { useCartStore } from '../../../stores/cart-store.ts';
import { useShownMoney } from '../hooks/use-shown-money.ts';
import styles from './checkout.module.css';
import { ChoiceGroup, type ChoiceOption } from './fields.tsx';
import { Step } from './step.tsx';

type Method = 'normal' | 'premium';

/** Whether premium delivery can be chosen: the shop offers it and the server priced it. */
export function usePremiumShown(): boolean {
  const tenant = useTenant();
  const available = useCartStore((s) => s.premiumAvailable);
  return tenant.checkout.premiumDelivery && available;
}

/** Step 3: normal delivery (default) or premium (hidden where not offered; SPEC.md §4). */
export function ShippingStep({ number }: { number: number }) {
  const { t, i18n } = useTranslation();
  const money = useShownMoney();
  const premiumShown = usePremiumShown();
  const cart = useCartStore(
    useShallow((s) => ({
      delivery: s.delivery,
      premiumDelivery: s.premiumDelivery,
      deliveryName: s.deliveryName,
      deliveryDescription: s.deliveryDescription,
      premiumName: s.premiumName,
      premiumSelected: s.premiumSelected,
      setPremium: s.setPremium,
    })),
  );
  const { premiumSelected, setPremium } = cart;

  useEffect(() => {
    if (!premiumShown && premiumSelected) setPremium(false);
  }, [premiumShown, premiumSelected, setPremium]);

  const price = (net: number) => (net === 0 ? t('checkout.shipping.free') : money.format(net));
  const vat = money.withVat ? t('checkout.inclVat') : t('checkout.exclVat');
  const lang = i18n.language;
  const options: ChoiceOption<Method>[] = [
    {
      value: 'normal',
      label: localize(cart.deliveryName, lang) || t('checkout.shipping.normal'),
      description: localize(cart.deliveryDescription, lang) || t('checkout.shipping.normalDescription'),
      aside: (
        <>
          {price(cart.delivery)}
          {cart.delivery > 0 ? <small className={styles.vatNote}>{vat}</small> : null}
        </>
      ),
      testId: 'shipping-normal',
    },
  ];
  if (premiumShown) {
    options.push({
      value: 'premium',
      label: localize(cart.premiumName, lang) || t('checkout.shipping.premium'),
      description: t('checkout.shipping.premiumDescription'),
      aside: (
        <>
          {price(cart.premiumDelivery)}
          {cart.premiumDelivery > 0 ? <small className={styles.vatNote}>{vat}</small> : null}
        </>
      ),
      testId: 'shipping-premium',
    });
  }
  return (
    <Step number={number} name="shipping" title={t('checkout.steps.shipping')}>
      <ChoiceGroup<Method>
        legend={<span className="visually-hidden">{t('checkout.shipping.legend')}</span>}
        name="shipping-method"
        options={options}
        value={premiumShown && premiumSelected ? 'premium' : 'normal'}
        onChange={(method) => setPremium(method === 'premium')}
      />
    </Step>
  );
}
