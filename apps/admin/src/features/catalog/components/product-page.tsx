import { zodResolver } from '@hookform/resolvers/zod';
import { type AdminCategory, type AdminProduct, issueKey, type Language } from '@shop/contract';
import { useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button.tsx';
import { Badge, Card, ui } from '../../../components/ui/card.tsx';
import { SelectField } from '../../../components/ui/field.tsx';
import { Notice, Notices } from '../../../components/ui/notice.tsx';
import { ApiError, errorCode } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useTenant } from '../../../lib/query-keys.ts';
import { useMay } from '../../../lib/session.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useCreateProduct, useGroups, usePatchProduct, useProduct } from '../api/catalog.ts';
import {
  baseOf,
  createBody,
  formValuesOf,
  NEW_PRODUCT,
  type ProductBase,
  ProductFormSchema,
  type ProductFormValues,
  patchBody,
} from '../hooks/product-form.ts';
import { pickText } from '../hooks/texts.ts';
import { Articles } from './articles.tsx';
import styles from './catalog.module.css';
import { CheckField, errorText, refusalText } from './form-fields.tsx';
import { GroupOptions } from './group-options.tsx';
import { ProductMediaSlot } from './product-media-slot.tsx';
import { ProductTexts } from './product-texts.tsx';
import { type RelatedName, RelatedProducts } from './related-products.tsx';

type Message = { tone: 'success' | 'warning' | 'failure'; text: string };
type FormOutput = z.output<typeof ProductFormSchema>;

const FORM_FIELDS = new Set(Object.keys(ProductFormSchema.shape));

type EditorProps = {
  product: AdminProduct | null;
  categories: readonly AdminCategory[];
  languages: readonly Language[];
  defaultLanguage: Language;
  /** Reads the product again (after a 409), answering it as it now is. */
  reload: () => Promise<AdminProduct | undefined>;
  initialMessage: Message | null;
};

function ProductEditor({ product, categories, languages, defaultLanguage, reload, initialMessage }: EditorProps) {
  const { t, lang } = useTranslation();
  const navigate = useNavigate();
  const tenant = useTenant();
  const mayChange = useMay('catalog:write');
  const [search] = useSearchParams();
  const id = product?.id ?? 0;
  const [base, setBase] = useState<ProductBase>(() => (product ? baseOf(product) : NEW_PRODUCT));
  const [names, setNames] = useState<Map<number, RelatedName>>(
    () => new Map((product?.related ?? []).map((r) => [r.id, { name: r.name, active: r.active }])),
  );
  const [message, setMessage] = useState<Message | null>(initialMessage);
  const create = useCreateProduct();
  const patch = usePatchProduct(id);
  const groupError = useId();
  const form = useForm<ProductFormValues, unknown, FormOutput>({
    resolver: zodResolver(ProductFormSchema, { error: (issue) => issueKey(issue) }),
    defaultValues: formValuesOf(base, languages, Number(search.get('group')) || undefined),
  });
  const { errors, isSubmitting } = form.formState;
  const relatedIds = form.watch('relatedIds');
  const title = product ? pickText(base.name, lang, defaultLanguage) || `#${id}` : t('catalog.editor.newTitle');
  useDocumentTitle(title);

  const showAs = (next: AdminProduct) => {
    const nextBase = baseOf(next);
    setBase(nextBase);
    setNames(new Map(next.related.map((r) => [r.id, { name: r.name, active: r.active }])));
    form.reset(formValuesOf(nextBase, languages));
  };

  const refused = async (error: unknown) => {
    if (error instanceof ApiError && error.status === 422 && error.fieldErrors.length > 0) {
      const others: string[] = [];
      for (const fe of error.fieldErrors) {
        const top = fe.field.split('.')[0] ?? '';
        // A related id's error belongs to the list as a whole ('relatedIds.3' → 'relatedIds').
        const field = top === 'relatedIds' ? top : fe.field;
        if (FORM_FIELDS.has(top))
          form.setError(field as keyof ProductFormValues, { type: 'server', message: fe.message });
        else others.push(fe.field);
      }
      setMessage({
        tone: 'failure',
        text:
          others.length > 0
            ? t('catalog.editor.invalidOther', { fields: others.join(', ') })
            : t('catalog.editor.invalid'),
      });
      return;
    }
    if (error instanceof ApiError && error.status === 409) {
      const fresh = await reload().catch(() => undefined);
      if (fresh) showAs(fresh);
      setMessage({ tone: 'warning', text: t('catalog.editor.conflict') });
      return;
    }
    setMessage({ tone: 'failure', text: refusalText(t, lang, errorCode(error)) });
  };

  const submit = form.handleSubmit(
    async (values) => {
      setMessage(null);
      try {
        if (!product) {
          const created = await create.mutateAsync(createBody(values));
          navigate(`/catalog/products/${created.id}`, { replace: true, state: { created: true } });
          return;
        }
        const body = patchBody(values, base, languages);
        if (Object.keys(body).length === 0) {
          setMessage({ tone: 'success', text: t('catalog.editor.unchanged') });
          return;
        }
        showAs(await patch.mutateAsync(body));
        setMessage({ tone: 'success', text: t('catalog.editor.saved') });
      } catch (error) {
        await refused(error);
      }
    },
    () => setMessage({ tone: 'failure', text: t('catalog.editor.invalid') }),
  );

  const active = product ? base.active : true;
  return (
    <>
      <div className={ui.pageHead}>
        <h1 className={ui.pageTitle}>
          {title}
          {product && !active ? <Badge status="disabled">{t('catalog.state.inactive')}</Badge> : null}
        </h1>
        {product ? (
          <p className={ui.muted}>
            {t('catalog.editor.number', { id })} · <Link to={`/audit?entity=product&id=${id}`}>{t('audit.link')}</Link>
          </p>
        ) : null}
      </div>
      <Notices>{message ? <Notice tone={message.tone}>{message.text}</Notice> : null}</Notices>
      {!mayChange ? <p className={styles.intro}>{t('catalog.readOnly')}</p> : null}
      <form onSubmit={submit} noValidate aria-label={t('catalog.editor.form')}>
        <fieldset disabled={!mayChange} className={styles.fieldset}>
          <div className={styles.editor}>
            <Card title={t('catalog.texts.title')}>
              <ProductTexts
                languages={languages}
                defaultLanguage={defaultLanguage}
                register={form.register}
                control={form.control}
                errors={errors}
              />
            </Card>
            <div className={styles.side}>
              <Card title={t('catalog.editor.settings')}>
                <div className={styles.fields}>
                  <SelectField
                    label={t('catalog.editor.group')}
                    aria-invalid={errors.groupId ? true : undefined}
                    aria-describedby={errors.groupId ? groupError : undefined}
                    {...form.register('groupId')}
                  >
                    <option value="">{t('catalog.editor.chooseGroup')}</option>
                    <GroupOptions categories={categories} lang={lang} fallback={defaultLanguage} />
                  </SelectField>
                  {errors.groupId ? (
                    <span id={groupError} className={ui.error}>
                      {errorText(t, lang, errors.groupId.message)}
                    </span>
                  ) : null}
                  <CheckField label={t('catalog.editor.recommended')} {...form.register('recommended')} />
                  <CheckField label={t('catalog.editor.active')} {...form.register('active')} />
                  <p className={styles.hint}>{t('catalog.editor.activeHint')}</p>
                </div>
              </Card>
              <Card title={t('catalog.related.title')}>
                <RelatedProducts
                  productId={id}
                  value={relatedIds}
                  names={names}
                  mayChange={mayChange}
                  error={errorText(t, lang, errors.relatedIds?.message)}
                  onChange={(ids, added) => {
                    if (added) setNames((now) => new Map(now).set(added.id, added));
                    form.setValue('relatedIds', ids, { shouldDirty: true });
                  }}
                />
              </Card>
            </div>
          </div>
        </fieldset>
        {mayChange ? (
          <div className={styles.saveBar}>
            <Button type="submit" variant="primary" isDisabled={isSubmitting}>
              {product ? t('catalog.editor.save') : t('catalog.editor.create')}
            </Button>
            {form.formState.isDirty ? <span className={ui.muted}>{t('catalog.editor.unsaved')}</span> : null}
          </div>
        ) : null}
      </form>
      {product ? (
        <div className={styles.below}>
          <Articles product={product} languages={languages} defaultLanguage={defaultLanguage} />
          <Card title={t('catalog.media.title')}>
            <ProductMediaSlot tenant={tenant} productId={id} />
          </Card>
        </div>
      ) : (
        <p className={styles.hint}>{t('catalog.editor.saveFirst')}</p>
      )}
    </>
  );
}

/** A product of the shop (`/catalog/products/:id`, or `new`): its texts per language, settings, articles and media. */
export function ProductPage() {
  const { t, lang } = useTranslation();
  const param = useParams().id ?? '';
  const location = useLocation();
  const isNew = param === 'new';
  const id = isNew ? 0 : Number(param);
  const valid = isNew || (Number.isInteger(id) && id > 0);
  const groups = useGroups();
  const product = useProduct(valid ? id : 0);
  const created = (location.state as { created?: boolean } | null)?.created === true;
  const initialMessage = useMemo<Message | null>(
    () => (created ? { tone: 'success', text: t('catalog.editor.created') } : null),
    [created, t],
  );
  const error = !valid
    ? 'not_found'
    : product.isError
      ? errorCode(product.error)
      : groups.isError
        ? errorCode(groups.error)
        : null;
  const ready = groups.data && (isNew || product.data);
  const languages = product.data?.languages ?? groups.data?.languages ?? [];
  const defaultLanguage = product.data?.defaultLanguage ?? groups.data?.defaultLanguage ?? 'sv';

  return (
    <div data-testid="product-page">
      <p className={styles.back}>
        <Link to="/catalog">{t('catalog.editor.back')}</Link>
      </p>
      {error ? <Notice tone="failure">{refusalText(t, lang, error)}</Notice> : null}
      {ready && !error ? (
        <ProductEditor
          key={id}
          product={product.data ?? null}
          categories={groups.data?.categories ?? []}
          languages={languages}
          defaultLanguage={defaultLanguage}
          reload={async () => (await product.refetch()).data}
          initialMessage={initialMessage}
        />
      ) : null}
    </div>
  );
}
