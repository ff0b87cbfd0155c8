import { type FormEvent, useId, useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { htmlLang } from '../../../lib/language.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { useCartStore } from '../../../stores/cart-store.ts';
import { createList, useListsKey } from '../api/lists.ts';
import { listErrorText, readListName } from '../lib/list-input.ts';
import styles from './save-as-list.module.css';

/** What a new list is made of: the cart's lines as they are, or one of the customer's orders. */
export type ListSource = { kind: 'cart' } | { kind: 'order'; orderNumber: number };

type Saved = { id: number; name: string };

/**
 * 'Save as order list' (issue 26 item 2): asks for a name (prefilled: 'Order 1234', or today's
 * date for the cart), creates the list (orderList/ajaxCreate) and then says so with a link to it.
 * The notice is a live region after the button; in a wrapping flex row it takes a row of its own.
 */
export function SaveAsList({ source, className }: { source: ListSource; className?: string }) {
  const { t, i18n } = useTranslation();
  const listsKey = useListsKey();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState<Saved | null>(null);
  const formId = useId();

  const defaultName = () =>
    source.kind === 'order'
      ? t('lists.saveAs.orderName', { orderNumber: source.orderNumber })
      : t('lists.saveAs.cartName', {
          date: new Intl.DateTimeFormat(htmlLang(i18n.language), { dateStyle: 'medium' }).format(new Date()),
        });

  const start = () => {
    setName(defaultName());
    setNameError(undefined);
    setFailure(null);
    setSaved(null);
    setOpen(true);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const read = readListName(name, t);
    if (!read.ok) {
      setNameError(read.error);
      document.getElementById(`${formId}-name`)?.focus();
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      const lines = Object.values(useCartStore.getState().items).map((i) => ({
        articleId: i.article.id,
        amount: i.amount,
      }));
      const body =
        source.kind === 'order' ? { name: read.name, orderNumber: source.orderNumber } : { name: read.name, lines };
      const list = await createList(body);
      void queryClient.invalidateQueries({ queryKey: listsKey });
      setSaved({ id: list.id, name: list.name });
      setOpen(false);
    } catch (error) {
      setFailure(listErrorText(t, i18n.exists, error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button variant="secondary" className={className} onClick={start} data-testid="save-as-list">
        {t('lists.saveAs.button')}
      </Button>
      <div aria-live="polite" className={styles.saveNotice} data-testid="save-as-list-notice">
        {saved ? (
          <Alert tone="success" className={styles.notice} data-testid="save-as-list-saved">
            <p>{t('lists.saveAs.saved', { name: saved.name })}</p>
            <p>
              <Link to={`/account/lists/${saved.id}`} data-testid="save-as-list-open">
                {t('lists.saveAs.open')}
              </Link>
            </p>
          </Alert>
        ) : null}
      </div>
      <Modal
        isOpen={open}
        onOpenChange={setOpen}
        title={t('lists.saveAs.title')}
        closeLabel={t('lists.saveAs.close')}
        testId="save-as-list-dialog"
      >
        <form noValidate onSubmit={(e) => void submit(e)} aria-busy={busy || undefined}>
          <p className={styles.dialogText}>
            {source.kind === 'order'
              ? t('lists.saveAs.fromOrder', { orderNumber: source.orderNumber })
              : t('lists.saveAs.fromCart')}
          </p>
          <TextField
            id={`${formId}-name`}
            label={t('lists.saveAs.name')}
            value={name}
            onChange={(e) => {
              setName(e.target.value);
              setNameError(undefined);
            }}
            error={nameError}
            required
            autoComplete="off"
            autoFocus
            data-testid="save-as-list-name"
          />
          {failure ? (
            <Alert tone="error" data-testid="save-as-list-error">
              {failure}
            </Alert>
          ) : null}
          <div className={styles.dialogActions}>
            <Button type="submit" aria-disabled={busy || undefined} data-testid="save-as-list-save">
              {busy ? t('lists.saveAs.saving') : t('lists.saveAs.save')}
            </Button>
            <Button variant="secondary" onClick={() => setOpen(false)} data-testid="save-as-list-cancel">
              {t('lists.saveAs.cancel')}
            </Button>
          </div>
        </form>
      </Modal>
    </>
  );
}
