import type { AdminCategory, AdminGroup, AdminGroupsAnswer } from '@shop/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Card, ui } from '../../../components/ui/card.tsx';
import { Notice, Notices } from '../../../components/ui/notice.tsx';
import { errorCode } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useTenant } from '../../../lib/query-keys.ts';
import { useMay } from '../../../lib/session.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useGroups, useGroupsChanged, usePatchCategory, usePatchGroup } from '../api/catalog.ts';
import { reorderPatches } from '../hooks/reorder.ts';
import { pickText } from '../hooks/texts.ts';
import styles from './catalog.module.css';
import { refusalText } from './form-fields.tsx';
import { PictureSlot } from './product-media-slot.tsx';
import { TextsDialog } from './texts-dialog.tsx';

type Message = { tone: 'success' | 'failure'; text: string };
type Editing = { kind: 'category'; item: AdminCategory } | { kind: 'group'; item: AdminGroup } | null;
type Kind = 'category' | 'group';

/** The id of a move button, to give it the focus back once the list is in its new order. */
const moveId = (kind: Kind, id: number, delta: -1 | 1) => `catalog-move-${kind}-${id}-${delta === -1 ? 'up' : 'down'}`;

function Moves({
  kind,
  id,
  name,
  index,
  count,
  busy,
  onMove,
}: {
  kind: Kind;
  id: number;
  name: string;
  index: number;
  count: number;
  busy: boolean;
  onMove: (delta: -1 | 1) => void;
}) {
  const { t } = useTranslation();
  const kindName = t(`catalog.groups.kind.${kind}`);
  return (
    <span className={styles.moves}>
      <Button
        id={moveId(kind, id, -1)}
        variant="quiet"
        isDisabled={busy || index === 0}
        onPress={() => onMove(-1)}
        aria-label={t('catalog.groups.moveUp', { name, kind: kindName })}
      >
        <span aria-hidden="true">↑</span>
      </Button>
      <Button
        id={moveId(kind, id, 1)}
        variant="quiet"
        isDisabled={busy || index === count - 1}
        onPress={() => onMove(1)}
        aria-label={t('catalog.groups.moveDown', { name, kind: kindName })}
      >
        <span aria-hidden="true">↓</span>
      </Button>
    </span>
  );
}

function Categories({ data }: { data: AdminGroupsAnswer }) {
  const { t, lang } = useTranslation();
  const mayChange = useMay('catalog:write');
  const patchCategory = usePatchCategory();
  const patchGroup = usePatchGroup();
  const [message, setMessage] = useState<Message | null>(null);
  const [editing, setEditing] = useState<Editing>(null);
  const [busy, setBusy] = useState(false);
  const tenant = useTenant();
  const picturesChanged = useGroupsChanged();
  const nameOf = (item: { id: number; name: AdminCategory['name'] }) =>
    pickText(item.name, lang, data.defaultLanguage) || `#${item.id}`;
  /** The picture of a category or group (the shop's category cards): the media area's part. */
  const picture = (kind: Kind, item: AdminCategory | AdminGroup) => (
    <PictureSlot
      tenant={tenant}
      owner={kind}
      id={item.id}
      imageId={item.imageId}
      hasPicture={item.imageFilename !== null}
      label={t('catalog.groups.named', { kind: t(`catalog.groups.kind.${kind}`), name: nameOf(item) })}
      onChanged={picturesChanged}
    />
  );

  const move = async (kind: Kind, items: readonly (AdminCategory | AdminGroup)[], index: number, delta: -1 | 1) => {
    const item = items[index];
    if (!item) return;
    setBusy(true);
    setMessage(null);
    try {
      for (const change of reorderPatches(items, index, delta)) {
        const body = { position: change.position };
        if (kind === 'category') await patchCategory.mutateAsync({ id: change.id, body });
        else await patchGroup.mutateAsync({ id: change.id, body });
      }
      setMessage({
        tone: 'success',
        text: t(delta === -1 ? 'catalog.groups.movedUp' : 'catalog.groups.movedDown', { name: nameOf(item) }),
      });
    } catch (error) {
      setMessage({ tone: 'failure', text: refusalText(t, lang, errorCode(error)) });
    } finally {
      setBusy(false);
      // The list has its new order: the focus goes back to the button pressed (or its neighbour at an end).
      requestAnimationFrame(() => {
        const own = document.getElementById(moveId(kind, item.id, delta)) as HTMLButtonElement | null;
        const other = document.getElementById(moveId(kind, item.id, delta === -1 ? 1 : -1));
        (own && !own.disabled ? own : other)?.focus();
      });
    }
  };

  return (
    <>
      <Notices>{message ? <Notice tone={message.tone}>{message.text}</Notice> : null}</Notices>
      {data.categories.length === 0 ? <p className={ui.muted}>{t('catalog.groups.none')}</p> : null}
      <div className={styles.categories}>
        {data.categories.map((category, ci) => (
          <Card key={category.id}>
            <div className={styles.itemHead}>
              <h2 className={ui.cardTitle}>{nameOf(category)}</h2>
              <span className={styles.moves}>
                {mayChange ? (
                  <Moves
                    kind="category"
                    id={category.id}
                    name={nameOf(category)}
                    index={ci}
                    count={data.categories.length}
                    busy={busy}
                    onMove={(delta) => void move('category', data.categories, ci, delta)}
                  />
                ) : null}
                <Button
                  variant="quiet"
                  onPress={() => setEditing({ kind: 'category', item: category })}
                  aria-label={t(mayChange ? 'catalog.groups.edit' : 'catalog.groups.show', {
                    name: nameOf(category),
                    kind: t('catalog.groups.kind.category'),
                  })}
                >
                  {t(mayChange ? 'catalog.groups.editShort' : 'catalog.groups.showShort')}
                </Button>
              </span>
            </div>
            <p className={styles.hint}>{pickText(category.description, lang, data.defaultLanguage)}</p>
            {picture('category', category)}
            <ul className={styles.groupList} aria-label={t('catalog.groups.groupsOf', { name: nameOf(category) })}>
              {category.groups.map((group, gi) => (
                <li key={group.id}>
                  <span className={styles.itemName}>
                    {nameOf(group)}{' '}
                    <Link to={`/catalog?group=${group.id}`} className={ui.muted}>
                      {t('catalog.groups.products', { count: group.productCount })}
                    </Link>
                  </span>
                  <span className={styles.moves}>
                    {mayChange ? (
                      <Moves
                        kind="group"
                        id={group.id}
                        name={nameOf(group)}
                        index={gi}
                        count={category.groups.length}
                        busy={busy}
                        onMove={(delta) => void move('group', category.groups, gi, delta)}
                      />
                    ) : null}
                    <Button
                      variant="quiet"
                      onPress={() => setEditing({ kind: 'group', item: group })}
                      aria-label={t(mayChange ? 'catalog.groups.edit' : 'catalog.groups.show', {
                        name: nameOf(group),
                        kind: t('catalog.groups.kind.group'),
                      })}
                    >
                      {t(mayChange ? 'catalog.groups.editShort' : 'catalog.groups.showShort')}
                    </Button>
                  </span>
                  {picture('group', group)}
                </li>
              ))}
              {category.groups.length === 0 ? <li className={ui.muted}>{t('catalog.groups.noGroups')}</li> : null}
            </ul>
          </Card>
        ))}
      </div>
      {editing ? (
        <TextsDialog
          title={t(mayChange ? 'catalog.groups.edit' : 'catalog.groups.show', {
            name: nameOf(editing.item),
            kind: t(`catalog.groups.kind.${editing.kind}`),
          })}
          item={editing.item}
          categories={editing.kind === 'group' ? data.categories : undefined}
          languages={data.languages}
          defaultLanguage={data.defaultLanguage}
          mayChange={mayChange}
          onSave={(body) =>
            editing.kind === 'category'
              ? patchCategory.mutateAsync({
                  id: editing.item.id,
                  body: { name: body.name, description: body.description },
                })
              : patchGroup.mutateAsync({ id: editing.item.id, body })
          }
          onClose={(saved) => {
            if (saved) setMessage({ tone: 'success', text: t('catalog.groups.saved', { name: nameOf(editing.item) }) });
            setEditing(null);
          }}
        />
      ) : null}
    </>
  );
}

/** The shop's categories and their groups: names and descriptions per language, their order, a group's category. */
export function GroupsPage() {
  const { t, lang } = useTranslation();
  useDocumentTitle(t('catalog.groups.title'));
  const groups = useGroups();
  return (
    <div data-testid="groups-page">
      <p className={styles.back}>
        <Link to="/catalog">{t('catalog.editor.back')}</Link>
      </p>
      <div className={ui.pageHead}>
        <h1 className={ui.pageTitle}>{t('catalog.groups.title')}</h1>
      </div>
      <p className={styles.intro}>{t('catalog.groups.intro')}</p>
      {groups.isError ? <Notice tone="failure">{refusalText(t, lang, errorCode(groups.error))}</Notice> : null}
      {groups.data ? <Categories data={groups.data} /> : null}
    </div>
  );
}
