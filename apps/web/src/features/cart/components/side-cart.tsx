import { CART_DRAWER_BREAKPOINT, localize, MAX_LINE_AMOUNT } from '@shop/contract';
import { useState } from 'react';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import { CloseIcon } from '../../../components/ui/icons.tsx';
import { TitledSection } from '../../../components/ui/titled-section.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { mediaUrl } from '../../../lib/media.ts';
import { usePriceFormatter } from '../../../lib/price.ts';
import { useTenant } from '../../../lib/tenant.ts';
import { useMediaQuery } from '../../../lib/use-media-query.ts';
import { type CartItem, useCartStore } from '../../../stores/cart-store.ts';
import { useCampaigns } from '../../catalog/index.ts';
import { useAdministrativeFeeSync } from '../hooks/administrative-fee-sync.ts';
import { useCartRefresh } from '../hooks/cart-refresh.ts';
import { useSideCartStore } from '../hooks/side-cart-store.ts';
import { useCartMoney } from '../hooks/use-cart-money.ts';
import { useCartPricing } from '../hooks/use-cart-pricing.ts';
import { useShownCart } from '../hooks/use-shown-cart.ts';
import { CartLinePackages, PriceOnRequestNote, shippingNote } from '../lib/cart-texts.tsx';
import { CartChanges } from './cart-changes.tsx';
import { RemoveLineDialog } from './remove-line-dialog.tsx';
import styles from './side-cart.module.css';

const NARROW_QUERY = `(max-width: ${CART_DRAWER_BREAKPOINT}px)`;
/** Campaigns the drawer asks for; it shows up to three of their products. */
const SIDE_CART_CAMPAIGNS = 3;

function SideCartLine({ item }: { item: CartItem }) {
  const { t, i18n } = useTranslation();
  const format = usePriceFormatter();
  const setAmount = useCartStore((s) => s.setAmount);
  const name = localize(item.product.name, i18n.language);
  const description = localize(item.product.description, i18n.language);
  const price = format(item.article, item.amount);
  const shownPrice = useShownCart().linePrice.get(item.article.id) ?? 0;
  const money = useCartMoney();
  const [confirming, setConfirming] = useState(false);
  // Down to nothing removes the line: asked first, as on the cart page.
  const decrease = () => (item.amount <= 1 ? setConfirming(true) : setAmount(item.article.id, item.amount - 1));
  return (
    <li className={styles.line} data-testid="side-cart-item" data-article={item.article.id} data-amount={item.amount}>
      <div className={styles.thumb}>
        {item.product.image ? (
          <img src={mediaUrl(item.product.image, 72)} alt="" width={72} height={72} loading="lazy" />
        ) : null}
      </div>
      <div className={styles.info}>
        <p className={styles.name}>{name}</p>
        {description ? <p className={styles.description}>{description}</p> : null}
        <p className={styles.articleNumber}>
          <CartLinePackages line={item} testId="side-cart-packages" /> · {item.article.articleNumber}
        </p>
        <div className={styles.lineFoot}>
          <div className={styles.stepper}>
            <Button className={styles.step} aria-label={t('cart.side.decrease', { name })} onPress={decrease}>
              −
            </Button>
            <output className={`${styles.amount} tabular`} aria-live="polite">
              <span className="visually-hidden">{t('cart.side.amount', { amount: item.amount })}</span>
              <span aria-hidden="true">{item.amount}</span>
            </output>
            <Button
              className={styles.step}
              aria-label={t('cart.side.increase', { name })}
              isDisabled={item.amount >= MAX_LINE_AMOUNT}
              onPress={() => setAmount(item.article.id, item.amount + 1)}
            >
              +
            </Button>
          </div>
          <span className={`${styles.price} tabular`} data-testid="side-cart-line-price">
            {price.amount === null ? price.text : money.money(shownPrice)}
          </span>
        </div>
      </div>
      <RemoveLineDialog
        isOpen={confirming}
        onOpenChange={setConfirming}
        name={name}
        articleId={item.article.id}
        testId="side-cart"
        classes={{ name: styles.name, actions: styles.confirmActions }}
      />
    </li>
  );
}

function SideCartCampaigns() {
  const { t, i18n } = useTranslation();
  const campaigns = useCampaigns(SIDE_CART_CAMPAIGNS);
  const products = (campaigns.data ?? []).flatMap((c) => c.articleContainers).slice(0, 3);
  if (products.length === 0) return null;
  const first = campaigns.data?.[0];
  return (
    <TitledSection
      level={3}
      classes={[styles.campaigns, styles.campaignsTitle]}
      title={first ? localize(first.name, i18n.language) : t('cart.side.campaigns')}
      testId="side-cart-campaigns"
    >
      <ul className={styles.campaignList}>
        {products.map((p) => (
          <li key={p.id}>
            <Link to={`/article/${p.id}`} className={styles.campaignLink}>
              <span className={styles.campaignThumb}>
                {p.image ? <img src={mediaUrl(p.image, 48)} alt="" width={48} height={48} loading="lazy" /> : null}
              </span>
              <span>{localize(p.name, i18n.language)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}

function SideCartContent({ close }: { close: () => void }) {
  const { t, i18n } = useTranslation();
  const tenant = useTenant();
  const items = useCartStore((s) => s.items);
  const cart = useShownCart();
  const shown = cart.pricing.shown;
  const deliveryName = useCartStore((s) =>
    s.premiumSelected && s.premiumAvailable && s.premiumName ? s.premiumName : s.deliveryName,
  );
  const { isPending } = useCartPricing();
  useAdministrativeFeeSync(tenant, isPending);
  // Opening the side cart brings the copies of its articles up to date.
  useCartRefresh();
  const money = useCartMoney();
  const shippingText = shippingNote(t('cart.summary.shipping'), deliveryName, i18n.language);
  const lines = Object.values(items);
  const target = tenant.publicTenant ? '/cart' : '/checkout';
  return (
    <>
      <div className={styles.header}>
        <Heading slot="title" className={styles.title}>
          {t('cart.side.title')}
        </Heading>
        <Button className={styles.close} onPress={close} aria-label={t('cart.side.close')}>
          <CloseIcon />
        </Button>
      </div>
      <div className={styles.body}>
        <CartChanges className={styles.changes} />
        {lines.length === 0 ? (
          <p className={styles.empty}>{t('cart.side.empty')}</p>
        ) : (
          <ul className={styles.lines} aria-label={t('cart.side.items')}>
            {lines.map((item) => (
              <SideCartLine key={item.article.id} item={item} />
            ))}
          </ul>
        )}
        {tenant.showCampaigns ? <SideCartCampaigns /> : null}
      </div>
      <div className={styles.footer}>
        {lines.length > 0 ? (
          <>
            <dl className={styles.rows}>
              <div className={styles.row}>
                <dt>
                  {t('cart.summary.items')}
                  {cart.onRequest.length > 0 ? (
                    <span className={styles.rowNote}> ({t('cart.summary.itemsOnRequest')})</span>
                  ) : null}
                </dt>
                <dd className="tabular">{money.money(shown.items)}</dd>
              </div>
              <div className={styles.row} data-testid="side-cart-shipping">
                <dt>
                  {t('cart.summary.shipping')}
                  {shippingText ? <span className={styles.rowNote}> ({shippingText})</span> : null}
                </dt>
                <dd className="tabular">{isPending ? t('cart.summary.calculating') : money.money(shown.shipping)}</dd>
              </div>
              {shown.administrativeFee > 0 ? (
                <div className={styles.row} data-testid="side-cart-fee">
                  <dt>
                    {t('cart.summary.fee')}
                    <span className={styles.rowNote}>
                      {' '}
                      {tenant.checkout.eInvoiceQuestion ? t('cart.summary.feeWaivable') : t('cart.summary.feeFixed')}
                    </span>
                  </dt>
                  <dd className="tabular">{money.money(shown.administrativeFee)}</dd>
                </div>
              ) : null}
            </dl>
            <PriceOnRequestNote lines={cart.onRequest} className={styles.rowNote} />
            <p className={styles.total}>
              <span>{t('cart.summary.total')}</span>
              <span className={`${styles.totalPrice} tabular`} data-testid="side-cart-total">
                {money.money(shown.total)} <small>{money.vatLabel}</small>
              </span>
            </p>
            <Link to={target} className={buttonClass('primary', true)} onClick={close} data-testid="side-cart-go">
              {tenant.publicTenant ? t('cart.side.toCart') : t('cart.side.toCheckout')}
            </Link>
          </>
        ) : null}
        <Button className={buttonClass('secondary', true)} onPress={close}>
          {t('cart.side.continue')}
        </Button>
      </div>
    </>
  );
}

/** The side cart drawer: slides in from the right (50 % wide, 85 % at 767 px or narrower). */
export function SideCart({ isOpen, onOpenChange }: { isOpen: boolean; onOpenChange: (isOpen: boolean) => void }) {
  const narrow = useMediaQuery(NARROW_QUERY, false);
  return (
    <ModalOverlay className={styles.overlay} isDismissable isOpen={isOpen} onOpenChange={onOpenChange}>
      <Modal className={styles.drawer} style={{ width: narrow ? '85%' : '50%' }}>
        <Dialog className={styles.dialog} data-testid="side-cart">
          {({ close }) => <SideCartContent close={close} />}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

/** The side cart of the page (the app shell mounts it once). */
export function SideCartHost() {
  const isOpen = useSideCartStore((s) => s.isOpen);
  const setOpen = useSideCartStore((s) => s.setOpen);
  return <SideCart isOpen={isOpen} onOpenChange={setOpen} />;
}
