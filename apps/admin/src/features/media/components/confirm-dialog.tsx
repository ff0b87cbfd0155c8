import { Button } from '../../../components/ui/button.tsx';
import { DialogActions, Modal } from '../../../components/ui/modal.tsx';
import { useTranslation } from '../../../lib/i18n.ts';

/**
 * Asks before something that cannot be undone (an alert dialog: focus trapped and given back,
 * Escape cancels): `onConfirm` on the danger button, `onCancel` otherwise.
 */
export function ConfirmDialog({
  isOpen,
  title,
  text,
  confirm,
  onConfirm,
  onCancel,
}: {
  isOpen: boolean;
  title: string;
  text: string;
  confirm: string;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal isOpen={isOpen} onOpenChange={(open) => (open ? null : onCancel())} title={title} role="alertdialog">
      <p>{text}</p>
      <DialogActions>
        <Button onPress={onCancel}>{t('media.cancel')}</Button>
        <Button variant="danger" onPress={onConfirm}>
          {confirm}
        </Button>
      </DialogActions>
    </Modal>
  );
}
