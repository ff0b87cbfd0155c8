import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { CloseIcon, MailIcon, PhoneIcon } from '../../components/ui/icons.tsx';
import { telHref } from '../../lib/contact.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { useTenant } from '../../lib/tenant.ts';
import { CategoryAccordion } from './category-accordion.tsx';
import { CustomerTypeToggle } from './customer-type-toggle.tsx';
import { AccountActions, QuickOrderLink, SiteNavLinks } from './header-actions.tsx';
import { LanguageLinks } from './language-links.tsx';
import styles from './mobile-menu.module.css';

type Props = { open: boolean; onOpenChange: (open: boolean) => void; shopping: boolean; showAccount: boolean };

/** The slide-in menu: navigation, categories, account, language and customer type. */
export function MobileMenuDrawer({ open, onOpenChange, shopping, showAccount }: Props) {
  const { t } = useTranslation();
  const { contact } = useTenant();
  return (
    <ModalOverlay className={styles.drawerOverlay} isDismissable isOpen={open} onOpenChange={onOpenChange}>
      <Modal className={styles.drawer}>
        <Dialog className={styles.drawerDialog} data-testid="mobile-menu">
          <div className={styles.drawerHeader}>
            <Heading slot="title" className={styles.drawerTitle}>
              {t('header.menu')}
            </Heading>
            <Button
              className={styles.menuButton}
              onPress={() => onOpenChange(false)}
              aria-label={t('header.closeMenu')}
            >
              <CloseIcon />
            </Button>
          </div>
          {shopping ? (
            <nav aria-label={t('header.mainNavigation')} className={styles.drawerNav}>
              <SiteNavLinks />
            </nav>
          ) : null}
          {shopping ? <CategoryAccordion /> : null}
          <div className={styles.drawerActions}>
            {shopping ? <QuickOrderLink /> : null}
            <AccountActions showAccount={showAccount} />
          </div>
          <CustomerTypeToggle className={styles.drawerToggle} />
          <LanguageLinks className={styles.drawerLanguages} />
          <section className={styles.drawerContact} aria-labelledby="menu-service">
            <h3 id="menu-service">{t('footer.customerService')}</h3>
            <a href={telHref(contact.phone)}>
              <PhoneIcon size={18} />
              <span className="visually-hidden">{t('footer.phone')}: </span>
              {contact.phone}
            </a>
            <a href={`mailto:${contact.email}`}>
              <MailIcon size={18} />
              <span className="visually-hidden">{t('footer.email')}: </span>
              {contact.email}
            </a>
          </section>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
