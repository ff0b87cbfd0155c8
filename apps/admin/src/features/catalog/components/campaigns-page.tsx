import { type AdminCampaign, type AdminCampaignsAnswer, HOME_SLIDER_PRODUCTS, IN_FOCUS_SHOWN } from '@shop/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Badge, Card, ui } from '../../../components/ui/card.tsx';
import { DialogActions, Modal } from '../../../components/ui/modal.tsx';
import { Notice, Notices } from '../../../components/ui/notice.tsx';
import { errorCode } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useMay } from '../../../lib/session.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import {
  useCampaigns,
  useCreateCampaign,
  useDeleteCampaign,
  usePatchCampaign,
  useSaveSlider,
} from '../api/campaigns.ts';
import { pickText } from '../hooks/texts.ts';
import styles from './catalog.module.css';
import { refusalText } from './form-fields.tsx';
import { type RelatedName, RelatedProducts } from './related-products.tsx';
import { TextsDialog } from './texts-dialog.tsx';

type Message = { tone: 'success' | 'failure'; text: string };
type Dialog =
  | { kind: 'new' }
  | { kind: 'texts'; campaign: AdminCampaign }
  | { kind: 'products'; campaign: AdminCampaign }
  | { kind: 'delete'; campaign: AdminCampaign }
  | null;

const moveId = (id: number, delta: -1 | 1) => `campaign-move-${id}-${delta === -1 ? 'up' : 'down'}`;

/** A campaign's products, picked by search and kept in order, saved in one change. */
function ProductsDialog({
  campaign,
  onSave,
  onClose,
}: {
  campaign: AdminCampaign;
  onSave: (ids: number[]) => Promise<unknown>;
  onClose: (saved: boolean) => void;
}) {
  const { t, lang } = useTranslation();
  const [ids, setIds] = useState(() => campaign.products.map((p) => p.id));
  const [names, setNames] = useState(
    () => new Map<number, RelatedName>(campaign.products.map((p) => [p.id, { name: p.name, active: p.active }])),
  );
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const title = t('home.campaigns.productsOf', { name: pickText(campaign.name, lang) });
  return (
    <Modal isOpen onOpenChange={(open) => !open && onClose(false)} title={title}>
      {failure ? <Notice tone="failure">{failure}</Notice> : null}
      <RelatedProducts
        productId={0}
        value={ids}
        names={names}
        texts="home.products"
        mayChange
        onChange={(next, added) => {
          setIds(next);
          if (added) setNames((m) => new Map(m).set(added.id, { name: added.name, active: added.active }));
        }}
      />
      <DialogActions>
        <Button variant="quiet" onPress={() => onClose(false)}>
          {t('home.cancel')}
        </Button>
        <Button
          variant="primary"
          isDisabled={busy}
          onPress={async () => {
            setBusy(true);
            setFailure(null);
            try {
              await onSave(ids);
              onClose(true);
            } catch (error) {
              setFailure(refusalText(t, lang, errorCode(error)));
            } finally {
              setBusy(false);
            }
          }}
        >
          {t('home.save')}
        </Button>
      </DialogActions>
    </Modal>
  );
}

function Campaigns({ data }: { data: AdminCampaignsAnswer }) {
  const { t, lang } = useTranslation();
  const mayChange = useMay('catalog:write');
  const create = useCreateCampaign();
  const patch = usePatchCampaign();
  const remove = useDeleteCampaign();
  const [message, setMessage] = useState<Message | null>(null);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [busy, setBusy] = useState(false);
  const nameOf = (c: AdminCampaign) => pickText(c.name, lang, data.defaultLanguage) || `#${c.id}`;
  const { campaigns } = data;

  /** Runs one change, then says what happened (or why not). */
  const run = async (work: () => Promise<unknown>, done: string) => {
    setBusy(true);
    setMessage(null);
    try {
      await work();
      setMessage({ tone: 'success', text: done });
    } catch (error) {
      setMessage({ tone: 'failure', text: refusalText(t, lang, errorCode(error)) });
    } finally {
      setBusy(false);
    }
  };

  const move = async (campaign: AdminCampaign, index: number, delta: -1 | 1) => {
    await run(
      () => patch.mutateAsync({ id: campaign.id, body: { position: index + delta } }),
      t(delta === -1 ? 'home.campaigns.movedUp' : 'home.campaigns.movedDown', { name: nameOf(campaign) }),
    );
    requestAnimationFrame(() => {
      const own = document.getElementById(moveId(campaign.id, delta)) as HTMLButtonElement | null;
      const other = document.getElementById(moveId(campaign.id, delta === -1 ? 1 : -1));
      (own && !own.disabled ? own : other)?.focus();
    });
  };

  return (
    <section aria-labelledby="campaigns-title" className={styles.fields}>
      <div className={ui.pageHead}>
        <h2 id="campaigns-title" className={ui.cardTitle}>
          {t('home.campaigns.title')}
        </h2>
        {mayChange ? (
          <Button variant="primary" onPress={() => setDialog({ kind: 'new' })}>
            {t('home.campaigns.new')}
          </Button>
        ) : null}
      </div>
      {data.showCampaigns ? null : (
        <Notice tone="warning">
          {t('home.campaigns.hidden')} <Link to="/settings">{t('home.campaigns.settings')}</Link>
        </Notice>
      )}
      <Notices>{message ? <Notice tone={message.tone}>{message.text}</Notice> : null}</Notices>
      {campaigns.length === 0 ? <p className={ui.muted}>{t('home.campaigns.none')}</p> : null}
      <ol className={styles.categories} aria-label={t('home.campaigns.title')}>
        {campaigns.map((campaign, index) => (
          <li key={campaign.id} data-testid="admin-campaign">
            <Card>
              <div className={styles.itemHead}>
                <h3 className={ui.cardTitle}>
                  {nameOf(campaign)}{' '}
                  <Badge status={campaign.active ? 'active' : 'disabled'}>
                    {t(campaign.active ? 'home.campaigns.active' : 'home.campaigns.inactive')}
                  </Badge>
                </h3>
                {mayChange ? (
                  <span className={styles.moves}>
                    <Button
                      id={moveId(campaign.id, -1)}
                      variant="quiet"
                      isDisabled={busy || index === 0}
                      onPress={() => void move(campaign, index, -1)}
                      aria-label={t('home.campaigns.moveUp', { name: nameOf(campaign) })}
                    >
                      <span aria-hidden="true">↑</span>
                    </Button>
                    <Button
                      id={moveId(campaign.id, 1)}
                      variant="quiet"
                      isDisabled={busy || index === campaigns.length - 1}
                      onPress={() => void move(campaign, index, 1)}
                      aria-label={t('home.campaigns.moveDown', { name: nameOf(campaign) })}
                    >
                      <span aria-hidden="true">↓</span>
                    </Button>
                  </span>
                ) : null}
              </div>
              <p className={styles.hint}>{pickText(campaign.description, lang, data.defaultLanguage)}</p>
              {campaign.products.length === 0 ? (
                <p className={ui.muted}>{t('home.campaigns.noProducts')}</p>
              ) : (
                <ol
                  className={styles.groupList}
                  aria-label={t('home.campaigns.productsOf', { name: nameOf(campaign) })}
                >
                  {campaign.products.map((product) => (
                    <li key={product.id}>
                      <span className={styles.itemName}>
                        <Link to={`/catalog/products/${product.id}`}>{product.name || `#${product.id}`}</Link>
                        {product.active ? null : (
                          <>
                            {' '}
                            <Badge status="disabled">{t('home.campaigns.inactive')}</Badge>
                          </>
                        )}
                      </span>
                    </li>
                  ))}
                </ol>
              )}
              <div className={styles.moves}>
                <Button
                  variant="quiet"
                  onPress={() => setDialog({ kind: 'texts', campaign })}
                  aria-label={t(mayChange ? 'home.campaigns.edit' : 'home.campaigns.show', { name: nameOf(campaign) })}
                >
                  {t(mayChange ? 'home.campaigns.editShort' : 'home.campaigns.showShort')}
                </Button>
                {mayChange ? (
                  <>
                    <Button
                      variant="quiet"
                      onPress={() => setDialog({ kind: 'products', campaign })}
                      aria-label={t('home.campaigns.products', { name: nameOf(campaign) })}
                    >
                      {t('home.campaigns.productsShort')}
                    </Button>
                    <Button
                      variant="quiet"
                      isDisabled={busy}
                      onPress={() =>
                        void run(
                          () => patch.mutateAsync({ id: campaign.id, body: { active: !campaign.active } }),
                          t(campaign.active ? 'home.campaigns.deactivated' : 'home.campaigns.activated', {
                            name: nameOf(campaign),
                          }),
                        )
                      }
                      aria-label={t(campaign.active ? 'home.campaigns.deactivate' : 'home.campaigns.activate', {
                        name: nameOf(campaign),
                      })}
                    >
                      {t(campaign.active ? 'home.campaigns.deactivateShort' : 'home.campaigns.activateShort')}
                    </Button>
                    <Button
                      variant="quiet"
                      onPress={() => setDialog({ kind: 'delete', campaign })}
                      aria-label={t('home.campaigns.delete', { name: nameOf(campaign) })}
                    >
                      {t('home.campaigns.deleteShort')}
                    </Button>
                  </>
                ) : null}
              </div>
            </Card>
          </li>
        ))}
      </ol>

      {dialog?.kind === 'new' || dialog?.kind === 'texts' ? (
        <TextsDialog
          title={
            dialog.kind === 'new'
              ? t('home.campaigns.new')
              : t(mayChange ? 'home.campaigns.edit' : 'home.campaigns.show', { name: nameOf(dialog.campaign) })
          }
          item={dialog.kind === 'new' ? { name: {}, description: {} } : dialog.campaign}
          languages={data.languages}
          defaultLanguage={data.defaultLanguage}
          mayChange={mayChange}
          onSave={(body) =>
            dialog.kind === 'new'
              ? create.mutateAsync({ name: body.name ?? {}, description: body.description ?? {} })
              : patch.mutateAsync({ id: dialog.campaign.id, body: { name: body.name, description: body.description } })
          }
          onClose={(saved) => {
            if (saved) setMessage({ tone: 'success', text: t('home.campaigns.saved') });
            setDialog(null);
          }}
        />
      ) : null}
      {dialog?.kind === 'products' ? (
        <ProductsDialog
          campaign={dialog.campaign}
          onSave={(productIds) => patch.mutateAsync({ id: dialog.campaign.id, body: { productIds } })}
          onClose={(saved) => {
            if (saved) setMessage({ tone: 'success', text: t('home.campaigns.saved') });
            setDialog(null);
          }}
        />
      ) : null}
      {dialog?.kind === 'delete' ? (
        <Modal
          isOpen
          role="alertdialog"
          onOpenChange={(open) => !open && setDialog(null)}
          title={t('home.campaigns.delete', { name: nameOf(dialog.campaign) })}
        >
          <p>{t('home.campaigns.deleteText')}</p>
          <DialogActions>
            <Button variant="quiet" onPress={() => setDialog(null)}>
              {t('home.cancel')}
            </Button>
            <Button
              variant="primary"
              onPress={() => {
                const { campaign } = dialog;
                setDialog(null);
                void run(
                  () => remove.mutateAsync(campaign.id),
                  t('home.campaigns.deleted', { name: nameOf(campaign) }),
                );
              }}
            >
              {t('home.campaigns.deleteShort')}
            </Button>
          </DialogActions>
        </Modal>
      ) : null}
    </section>
  );
}

/** The home page's 'In focus': the recommended products in the shop's order; the first IN_FOCUS_SHOWN show. */
function InFocus({ data }: { data: AdminCampaignsAnswer }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="in-focus-title" className={styles.fields}>
      <h2 id="in-focus-title" className={ui.cardTitle}>
        {t('home.inFocus.title')}
      </h2>
      <p className={styles.hint}>{t('home.inFocus.intro', { count: IN_FOCUS_SHOWN })}</p>
      {data.inFocus.length === 0 ? (
        <p className={ui.muted}>{t('home.inFocus.none')}</p>
      ) : (
        <ol className={styles.groupList} aria-label={t('home.inFocus.title')}>
          {data.inFocus.map((product, index) => (
            <li key={product.id}>
              <span className={styles.itemName}>
                <Link to={`/catalog/products/${product.id}`}>{product.name || `#${product.id}`}</Link>{' '}
                {index < IN_FOCUS_SHOWN && product.active ? (
                  <Badge status="active">{t('home.inFocus.shown')}</Badge>
                ) : (
                  <Badge status="disabled">
                    {t(product.active ? 'home.inFocus.notShown' : 'home.campaigns.inactive')}
                  </Badge>
                )}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/**
 * The home page's slider: the products picked for it in their order, saved in one change (none:
 * the shop shows the first products of its range). Its heading is a text of the home page (Pages).
 */
function Slider({ data }: { data: AdminCampaignsAnswer }) {
  const { t, lang } = useTranslation();
  const mayChange = useMay('catalog:write');
  const save = useSaveSlider(lang);
  const saved = data.slider.map((p) => p.id);
  const [ids, setIds] = useState(saved);
  const [names, setNames] = useState(
    () => new Map<number, RelatedName>(data.slider.map((p) => [p.id, { name: p.name, active: p.active }])),
  );
  const [message, setMessage] = useState<Message | null>(null);
  const changed = ids.join(',') !== saved.join(',');
  return (
    <section aria-labelledby="slider-title" className={styles.fields} data-testid="home-slider">
      <h2 id="slider-title" className={ui.cardTitle}>
        {t('home.slider.title')}
      </h2>
      <p className={styles.hint}>
        {t('home.slider.intro', { count: HOME_SLIDER_PRODUCTS })}{' '}
        <Link to="/content?page=home">{t('home.slider.texts')}</Link>
      </p>
      <Notices>{message ? <Notice tone={message.tone}>{message.text}</Notice> : null}</Notices>
      <RelatedProducts
        productId={0}
        value={ids}
        names={names}
        texts="home.slider"
        max={HOME_SLIDER_PRODUCTS}
        orderable
        mayChange={mayChange}
        onChange={(next, added) => {
          setIds(next);
          setMessage(null);
          if (added) setNames((m) => new Map(m).set(added.id, { name: added.name, active: added.active }));
        }}
      />
      {mayChange ? (
        <div className={ui.actions}>
          <Button
            variant="primary"
            isDisabled={!changed || save.isPending}
            onPress={async () => {
              try {
                await save.mutateAsync(ids);
                setMessage({ tone: 'success', text: t('home.slider.saved') });
              } catch (error) {
                setMessage({ tone: 'failure', text: refusalText(t, lang, errorCode(error)) });
              }
            }}
          >
            {save.isPending ? t('home.slider.saving') : t('home.slider.save')}
          </Button>
        </div>
      ) : null}
    </section>
  );
}

/** Campaigns and the home page's 'In focus' set of the shop. */
export function CampaignsPage() {
  const { t, lang } = useTranslation();
  useDocumentTitle(t('home.title'));
  const campaigns = useCampaigns(lang);
  return (
    <div data-testid="campaigns-page" className={styles.fields}>
      <div className={ui.pageHead}>
        <h1 className={ui.pageTitle}>{t('home.title')}</h1>
      </div>
      {campaigns.isError ? <Notice tone="failure">{refusalText(t, lang, errorCode(campaigns.error))}</Notice> : null}
      {campaigns.data ? (
        <>
          <Campaigns data={campaigns.data} />
          <InFocus data={campaigns.data} />
          <Slider data={campaigns.data} />
        </>
      ) : null}
    </div>
  );
}
