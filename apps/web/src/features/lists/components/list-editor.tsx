import type { SavedList, SavedListLine } from '@shop/contract';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { htmlLang } from '../../../lib/language.ts';
import { useCartStore } from '../../../stores/cart-store.ts';
import { deleteList, updateList, useListDeleted, useListSaved } from '../api/lists.ts';
import { listErrorText, readListAmount, readListName } from '../lib/list-input.ts';
import { type LineRow, ListLine } from './list-line.tsx';
import type { OverviewState } from './list-overview.tsx';
import styles from './lists.module.css';

type Notice =
  | { kind: 'added'; count: number; skipped: number }
  | { kind: 'saved' | 'renamed' }
  | { kind: 'error'; text: string };

const rowsOf = (list: SavedList, selected?: ReadonlyMap<number, boolean>): LineRow[] =>
  list.lines.map((line) => ({
    line,
    amount: String(line.amount),
    selected: line.sold && (selected?.get(line.article.id) ?? true),
    error: undefined,
  }));

const idOf = (line: SavedListLine) => line.article.id;
const linesKey = (rows: readonly { id: number; amount: string }[]) => rows.map((r) => `${r.id}:${r.amount}`).join(',');

/**
 * An open order list: its name (rename inline), delete (asks first), and its lines with an
 * amount each, remove, and a check box each (every line sold is checked at first). 'Add to
 * cart' merges the checked lines into the cart; 'Save changes' stores the amounts and removals.
 * Lines no longer sold stay in the list, greyed, with the reason, and cannot be checked.
 */
export function ListEditor({ list }: { list: SavedList }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const onSaved = useListSaved();
  const onDeleted = useListDeleted();
  const [rows, setRows] = useState<LineRow[]>(() => rowsOf(list));
  const [savedKey, setSavedKey] = useState(() =>
    linesKey(list.lines.map((l) => ({ id: idOf(l), amount: String(l.amount) }))),
  );
  const [notice, setNotice] = useState<Notice | null>(null);
  const [busy, setBusy] = useState<'save' | 'rename' | 'delete' | null>(null);
  const [renaming, setRenaming] = useState(false);
  const [nameDraft, setNameDraft] = useState(list.name);
  const [nameError, setNameError] = useState<string | undefined>();
  const [renameFailure, setRenameFailure] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [deleteFailure, setDeleteFailure] = useState<string | null>(null);
  const ids = { heading: useId(), name: useId(), lines: useId(), selectAll: useId() };
  const headingRef = useRef<HTMLHeadingElement>(null);
  const renameRef = useRef<HTMLButtonElement>(null);
  const saveRef = useRef<HTMLButtonElement>(null);
  const selectAllRef = useRef<HTMLInputElement>(null);
  const amountFields = useRef(new Map<number, HTMLInputElement | null>());
  const removeButtons = useRef(new Map<number, HTMLButtonElement | null>());
  const focusNext = useRef<(() => void) | null>(null);

  // A focus move asked for by the last change, once the change is on the screen.
  useEffect(() => {
    const next = focusNext.current;
    focusNext.current = null;
    next?.();
  });

  const sold = rows.filter((r) => r.line.sold);
  const selected = sold.filter((r) => r.selected);
  const allSelected = sold.length > 0 && selected.length === sold.length;
  useEffect(() => {
    if (selectAllRef.current) selectAllRef.current.indeterminate = selected.length > 0 && !allSelected;
  }, [selected.length, allSelected]);

  const dirty = linesKey(rows.map((r) => ({ id: idOf(r.line), amount: r.amount.trim() }))) !== savedKey;
  const changed = new Intl.DateTimeFormat(htmlLang(i18n.language), { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(list.updatedAt),
  );

  const update = (id: number, patch: Partial<LineRow>) =>
    setRows((all) => all.map((r) => (idOf(r.line) === id ? { ...r, ...patch } : r)));

  /**
   * The amounts of `which` rows read, each wrong one marked with its error and the first of them
   * focused; null when any is wrong.
   */
  function readAmounts(which: readonly LineRow[]): Map<number, number> | null {
    const amounts = new Map<number, number>();
    const errors = new Map<number, string>();
    for (const r of which) {
      const read = readListAmount(r.amount, t, i18n.language);
      if (read.ok) amounts.set(idOf(r.line), read.amount);
      else errors.set(idOf(r.line), read.error);
    }
    if (errors.size === 0) return amounts;
    setRows((all) => all.map((r) => (errors.has(idOf(r.line)) ? { ...r, error: errors.get(idOf(r.line)) } : r)));
    const first = which.find((r) => errors.has(idOf(r.line)));
    if (first) focusNext.current = () => amountFields.current.get(idOf(first.line))?.focus();
    setNotice({ kind: 'error', text: t('lists.detail.fixAmounts') });
    return null;
  }

  function addToCart() {
    if (selected.length === 0) {
      setNotice({ kind: 'error', text: t('lists.detail.noneSelected') });
      return;
    }
    const amounts = readAmounts(selected);
    if (!amounts) return;
    const { add } = useCartStore.getState();
    for (const r of selected) add(r.line.product, r.line.article, amounts.get(idOf(r.line)) ?? r.line.amount);
    setNotice({ kind: 'added', count: selected.length, skipped: rows.length - sold.length });
  }

  async function save() {
    if (busy) return;
    const amounts = readAmounts(rows);
    if (!amounts) return;
    setBusy('save');
    try {
      const answer = await updateList({
        id: list.id,
        lines: rows.map((r) => ({ articleId: idOf(r.line), amount: amounts.get(idOf(r.line)) ?? r.line.amount })),
      });
      onSaved(answer);
      setRows(rowsOf(answer, new Map(rows.map((r) => [idOf(r.line), r.selected]))));
      setSavedKey(linesKey(answer.lines.map((l) => ({ id: idOf(l), amount: String(l.amount) }))));
      setNotice({ kind: 'saved' });
    } catch (error) {
      setNotice({ kind: 'error', text: listErrorText(t, i18n.exists, error) });
    } finally {
      setBusy(null);
    }
  }

  function remove(id: number) {
    const index = rows.findIndex((r) => idOf(r.line) === id);
    const rest = rows.filter((r) => idOf(r.line) !== id);
    const next = rest[index] ?? rest[index - 1];
    focusNext.current = next
      ? () => removeButtons.current.get(idOf(next.line))?.focus()
      : () => saveRef.current?.focus();
    setRows(rest);
    setNotice(null);
  }

  function startRename() {
    setNameDraft(list.name);
    setNameError(undefined);
    setRenameFailure(null);
    setRenaming(true);
    focusNext.current = () => document.getElementById(ids.name)?.focus();
  }

  function stopRename(focus: 'heading' | 'button') {
    setRenaming(false);
    focusNext.current = () => (focus === 'heading' ? headingRef.current : renameRef.current)?.focus();
  }

  async function rename(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const read = readListName(nameDraft, t);
    if (!read.ok) {
      setNameError(read.error);
      document.getElementById(ids.name)?.focus();
      return;
    }
    setBusy('rename');
    setRenameFailure(null);
    try {
      onSaved(await updateList({ id: list.id, name: read.name }));
      setNotice({ kind: 'renamed' });
      stopRename('heading');
    } catch (error) {
      setRenameFailure(listErrorText(t, i18n.exists, error));
    } finally {
      setBusy(null);
    }
  }

  async function confirmDelete() {
    if (busy) return;
    setBusy('delete');
    setDeleteFailure(null);
    try {
      await deleteList(list.id);
      setConfirming(false);
      onDeleted(list.id);
      navigate('/account/lists', { state: { deletedList: list.name } satisfies OverviewState });
    } catch (error) {
      setDeleteFailure(listErrorText(t, i18n.exists, error));
      setBusy(null);
    }
  }

  return (
    <article aria-labelledby={ids.heading} className={styles.editor} data-testid="list" data-list={list.id}>
      <header className={styles.editorHead}>
        <div className={styles.editorTitle}>
          <h2 id={ids.heading} ref={headingRef} tabIndex={-1} className={styles.title} data-testid="list-name">
            {list.name}
          </h2>
          <p className={styles.listMeta}>
            <span>{t('lists.overview.lines', { count: list.lines.length })}</span>
            <span>{t('lists.overview.changed', { date: changed })}</span>
          </p>
        </div>
        {renaming ? null : (
          <div className={styles.headActions}>
            <button
              ref={renameRef}
              type="button"
              className={buttonClass('secondary')}
              onClick={startRename}
              data-testid="list-rename"
            >
              {t('lists.rename.button')}
            </button>
            <Button
              variant="quiet"
              className={styles.danger}
              onClick={() => {
                setDeleteFailure(null);
                setConfirming(true);
              }}
              data-testid="list-delete"
            >
              {t('lists.delete.button')}
            </Button>
          </div>
        )}
      </header>

      {renaming ? (
        <form
          className={styles.renameForm}
          noValidate
          aria-label={t('lists.rename.label')}
          onSubmit={(e) => void rename(e)}
          data-testid="list-rename-form"
        >
          <TextField
            id={ids.name}
            label={t('lists.rename.name')}
            value={nameDraft}
            onChange={(e) => {
              setNameDraft(e.target.value);
              setNameError(undefined);
            }}
            onKeyDown={(e) => {
              if (e.key === 'Escape') {
                e.preventDefault();
                stopRename('button');
              }
            }}
            error={nameError}
            required
            autoComplete="off"
            className={styles.renameField}
            data-testid="list-rename-name"
          />
          <div className={styles.renameActions}>
            <Button type="submit" aria-disabled={busy === 'rename' || undefined} data-testid="list-rename-save">
              {t('lists.rename.save')}
            </Button>
            <Button variant="secondary" onClick={() => stopRename('button')} data-testid="list-rename-cancel">
              {t('lists.rename.cancel')}
            </Button>
          </div>
          {renameFailure ? (
            <Alert tone="error" className={styles.renameFailure} data-testid="list-rename-error">
              {renameFailure}
            </Alert>
          ) : null}
        </form>
      ) : null}

      {rows.length === 0 ? (
        <p className={styles.noLines} data-testid="list-no-lines">
          {t('lists.detail.noLines')}
        </p>
      ) : (
        <section aria-labelledby={ids.lines}>
          <div className={styles.toolbar}>
            <h3 id={ids.lines} className="visually-hidden">
              {t('lists.detail.lines')}
            </h3>
            <label className={styles.selectAll} htmlFor={ids.selectAll}>
              <input
                ref={selectAllRef}
                id={ids.selectAll}
                type="checkbox"
                checked={allSelected}
                disabled={sold.length === 0}
                onChange={() => setRows((all) => all.map((r) => ({ ...r, selected: r.line.sold && !allSelected })))}
                data-testid="list-select-all"
              />
              {t('lists.detail.selectAll')}
            </label>
            <span className={styles.note} data-testid="list-selected-count">
              {t('lists.detail.selected', { count: selected.length, total: rows.length })}
            </span>
          </div>
          <ul className={styles.lines} data-testid="list-lines">
            {rows.map((row) => (
              <ListLine
                key={idOf(row.line)}
                row={row}
                amountRef={(el) => {
                  amountFields.current.set(idOf(row.line), el);
                }}
                removeRef={(el) => {
                  removeButtons.current.set(idOf(row.line), el);
                }}
                onSelect={(on) => update(idOf(row.line), { selected: on })}
                onAmount={(amount) => update(idOf(row.line), { amount, error: undefined })}
                onRemove={() => remove(idOf(row.line))}
              />
            ))}
          </ul>
        </section>
      )}

      <div className={styles.actions}>
        {rows.length > 0 ? (
          <Button onClick={addToCart} data-testid="list-add-to-cart">
            {t('lists.detail.add', { count: selected.length })}
          </Button>
        ) : null}
        <button
          ref={saveRef}
          type="button"
          className={buttonClass('secondary')}
          onClick={() => void save()}
          aria-disabled={busy === 'save' || undefined}
          data-testid="list-save"
        >
          {busy === 'save' ? t('lists.detail.saving') : t('lists.detail.save')}
        </button>
        {dirty ? (
          <span className={styles.note} data-testid="list-unsaved">
            {t('lists.detail.unsaved')}
          </span>
        ) : null}
      </div>

      <div aria-live="polite" className={styles.notices} data-testid="list-notice">
        {notice?.kind === 'added' ? (
          <Alert tone="success" className={styles.notice} data-testid="list-added">
            <p>{t('lists.detail.added', { count: notice.count })}</p>
            {notice.skipped > 0 ? <p>{t('lists.detail.skipped', { count: notice.skipped })}</p> : null}
            <p>
              <Link to="/cart" className={buttonClass('secondary')} data-testid="list-to-cart">
                {t('lists.detail.toCart')}
              </Link>
            </p>
          </Alert>
        ) : notice?.kind === 'saved' || notice?.kind === 'renamed' ? (
          <Alert tone="success" className={styles.notice} data-testid={`list-${notice.kind}`}>
            {t(notice.kind === 'saved' ? 'lists.detail.saved' : 'lists.rename.renamed')}
          </Alert>
        ) : notice?.kind === 'error' ? (
          <Alert tone="error" className={styles.notice} data-testid="list-failure">
            {notice.text}
          </Alert>
        ) : null}
      </div>

      <Modal
        isOpen={confirming}
        onOpenChange={(open) => {
          if (busy !== 'delete') setConfirming(open);
        }}
        title={t('lists.delete.title')}
        closeLabel={t('lists.delete.close')}
        testId="list-delete-dialog"
      >
        <p>{t('lists.delete.question', { name: list.name })}</p>
        {deleteFailure ? (
          <Alert tone="error" data-testid="list-delete-error">
            {deleteFailure}
          </Alert>
        ) : null}
        <div className={styles.dialogActions}>
          <Button
            className={styles.dangerSolid}
            onClick={() => void confirmDelete()}
            aria-disabled={busy === 'delete' || undefined}
            data-testid="list-delete-yes"
          >
            {t('lists.delete.yes')}
          </Button>
          <Button variant="secondary" onClick={() => setConfirming(false)} data-testid="list-delete-no">
            {t('lists.delete.no')}
          </Button>
        </div>
      </Modal>
    </article>
  );
}
