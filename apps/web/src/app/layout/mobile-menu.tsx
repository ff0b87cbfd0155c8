import { useEffect, useState } from 'react';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { CloseIcon, MenuIcon } from '../../components/ui/icons.tsx';
import { CustomerTypeToggle } from './customer-type-toggle.tsx';
import { AccountActions, SiteNavLinks } from './header-actions.tsx';
import { LanguageLinks } from './language-links.tsx';
import styles from './mobile-menu.module.css';

/** The slide-in menu under 768 px: navigation, account, language and customer type. */
export function MobileMenu({ shopping, showAccount }: { shopping: boolean; showAccount: boolean }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const { key } = useLocation();
  // Every navigation (a link in the menu included) closes the menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the location key is the trigger
  useEffect(() => setOpen(false), [key]);

  return (
    <>
      <Button
        className={styles.menuButton}
        onPress={() => setOpen(true)}
        aria-expanded={open}
        data-testid="mobile-menu-button"
      >
        <MenuIcon />
        <span className="visually-hidden">{t('header.menu')}</span>
      </Button>
      <ModalOverlay className={styles.drawerOverlay} isDismissable isOpen={open} onOpenChange={setOpen}>
        <Modal className={styles.drawer}>
          <Dialog className={styles.drawerDialog} data-testid="mobile-menu">
            <div className={styles.drawerHeader}>
              <Heading slot="title" className={styles.drawerTitle}>
                {t('header.menu')}
              </Heading>
              <Button className={styles.menuButton} onPress={() => setOpen(false)} aria-label={t('header.closeMenu')}>
                <CloseIcon />
              </Button>
            </div>
            {shopping ? (
              <nav aria-label={t('header.mainNavigation')} className={styles.drawerNav}>
                <SiteNavLinks />
              </nav>
            ) : null}
            <div className={styles.drawerActions}>
              <AccountActions showAccount={showAccount} />
            </div>
            <CustomerTypeToggle className={styles.drawerToggle} />
            <LanguageLinks className={styles.drawerLanguages} />
          </Dialog>
        </Modal>
      </ModalOverlay>
    </>
  );
}
