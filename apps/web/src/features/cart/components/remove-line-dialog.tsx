import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { useCartStore } from '../../../stores/cart-store.ts';

type Props = {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  /** The product's name, shown in the question. */
  name: string;
  articleId: number;
  /** After the line is gone. */
  onRemoved?: () => void;
  /** The start of the dialog's test ids: `<testId>-remove-dialog`, `-remove-confirm`, `-remove-cancel`. */
  testId: string;
  /** The classes of the product's name and of the row of buttons. */
  classes: { name: string | undefined; actions: string | undefined };
};

/** Asks before a line leaves the cart: 'Yes' removes it, 'No' keeps it; both close the dialog. */
export function RemoveLineDialog({ isOpen, onOpenChange, name, articleId, onRemoved, testId, classes }: Props) {
  const { t } = useTranslation();
  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={t('cart.remove.title')}
      closeLabel={t('cart.remove.close')}
      testId={`${testId}-remove-dialog`}
    >
      <p>{t('cart.remove.confirm')}</p>
      <p className={classes.name}>{name}</p>
      <div className={classes.actions}>
        <Button
          data-testid={`${testId}-remove-confirm`}
          onClick={() => {
            onOpenChange(false);
            useCartStore.getState().remove(articleId);
            onRemoved?.();
          }}
        >
          {t('cart.remove.yes')}
        </Button>
        <Button variant="secondary" onClick={() => onOpenChange(false)} data-testid={`${testId}-remove-cancel`}>
          {t('cart.remove.no')}
        </Button>
      </div>
    </Modal>
  );
}
