import { zodResolver } from '@hookform/resolvers/zod';
import { type AdminArticle, CATALOG_TEXT_LIMITS, issueKey, type Language, PAYERS } from '@shop/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button.tsx';
import { Field, SelectField } from '../../../components/ui/field.tsx';
import { DialogActions, Modal } from '../../../components/ui/modal.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { ApiError, errorCode } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useSaveArticle } from '../api/catalog.ts';
import {
  type ArticleFormOutput,
  ArticleFormSchema,
  type ArticleFormValues,
  articleValuesOf,
  createArticleBody,
  patchArticleBody,
} from '../hooks/article-form.ts';
import styles from './catalog.module.css';
import { CheckField, errorText, refusalText } from './form-fields.tsx';
import { LanguageTabs } from './language-tabs.tsx';

export type ArticleDone = { kind: 'created' | 'saved' | 'unchanged'; articleNumber: string };

type Props = {
  productId: number;
  /** null: a new article. */
  article: AdminArticle | null;
  currency: string | undefined;
  languages: readonly Language[];
  onClose: (done: ArticleDone | null) => void;
};

const FIELDS = new Set(Object.keys(ArticleFormSchema.shape));

/** One article's fields in a dialog: the price in the currency's major unit, sent in minor units. */
export function ArticleDialog({ productId, article, currency, languages, onClose }: Props) {
  const { t, lang } = useTranslation();
  const save = useSaveArticle(productId);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<ArticleFormValues, unknown, ArticleFormOutput>({
    resolver: zodResolver(ArticleFormSchema, { error: (issue) => issueKey(issue) }),
    defaultValues: articleValuesOf(article, languages, lang),
  });
  const { errors, isSubmitting } = form.formState;
  const err = (key: string | undefined) => errorText(t, lang, key);
  const altInvalid = languages.filter((l) => errors.alternativePrice?.[l]);

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      if (!article) {
        await save.mutateAsync({ id: null, body: createArticleBody(values) });
        onClose({ kind: 'created', articleNumber: values.articleNumber });
        return;
      }
      const body = patchArticleBody(values, article, languages);
      if (Object.keys(body).length === 0) {
        onClose({ kind: 'unchanged', articleNumber: article.articleNumber });
        return;
      }
      await save.mutateAsync({ id: article.id, body });
      onClose({ kind: 'saved', articleNumber: values.articleNumber });
    } catch (error) {
      if (error instanceof ApiError && error.status === 422 && error.fieldErrors.length > 0) {
        const others: string[] = [];
        for (const fe of error.fieldErrors) {
          if (FIELDS.has(fe.field.split('.')[0] ?? ''))
            form.setError(fe.field as keyof ArticleFormValues, { type: 'server', message: fe.message });
          else others.push(fe.field);
        }
        setFailure(
          others.length > 0
            ? t('catalog.editor.invalidOther', { fields: others.join(', ') })
            : t('catalog.editor.invalid'),
        );
      } else if (error instanceof ApiError && error.status === 409) setFailure(t('catalog.articles.conflict'));
      else setFailure(refusalText(t, lang, errorCode(error)));
    }
  });

  const title = article
    ? t('catalog.articles.editTitle', { articleNumber: article.articleNumber })
    : t('catalog.articles.addTitle');
  const priceLabel = currency ? t('catalog.articles.priceIn', { currency }) : t('catalog.articles.priceMajor');

  return (
    <Modal isOpen onOpenChange={(open) => !open && onClose(null)} title={title}>
      <form onSubmit={submit} noValidate aria-label={title}>
        {failure ? <Notice tone="failure">{failure}</Notice> : null}
        <div className={styles.dialogGrid}>
          <Field
            label={t('catalog.articles.articleNumber')}
            maxLength={CATALOG_TEXT_LIMITS.articleNumber}
            autoComplete="off"
            error={err(errors.articleNumber?.message)}
            {...form.register('articleNumber')}
          />
          <Field
            label={t('catalog.articles.quantity')}
            inputMode="numeric"
            error={err(errors.quantity?.message)}
            {...form.register('quantity')}
          />
          <Field
            label={priceLabel}
            inputMode="decimal"
            autoComplete="off"
            aria-description={t('catalog.articles.priceHint')}
            error={err(errors.price?.message)}
            {...form.register('price')}
          />
          <Field
            label={t('catalog.articles.weightGrams')}
            inputMode="numeric"
            error={err(errors.weight?.message)}
            {...form.register('weight')}
          />
          <Field
            label={t('catalog.articles.numberOfForms')}
            inputMode="numeric"
            error={err(errors.numberOfForms?.message)}
            {...form.register('numberOfForms')}
          />
          <SelectField label={t('catalog.articles.payer')} {...form.register('payer')}>
            {PAYERS.map((payer) => (
              <option key={payer} value={payer}>
                {t(`catalog.payer.${payer}`)}
              </option>
            ))}
          </SelectField>
          <CheckField label={t('catalog.articles.freeShipping')} {...form.register('freeShipping')} />
          <CheckField label={t('catalog.articles.active')} {...form.register('active')} />
          <div className={styles.wide}>
            <LanguageTabs
              languages={languages}
              marked={[]}
              invalid={altInvalid}
              label={t('catalog.articles.alternativePrice')}
            >
              {(language) => (
                <Field
                  label={t('catalog.articles.alternativePrice')}
                  maxLength={CATALOG_TEXT_LIMITS.alternativePrice}
                  error={err(errors.alternativePrice?.[language]?.message)}
                  {...form.register(`alternativePrice.${language}`)}
                />
              )}
            </LanguageTabs>
            <p className={styles.hint}>{t('catalog.articles.alternativePriceHint')}</p>
          </div>
        </div>
        <DialogActions>
          <Button onPress={() => onClose(null)}>{t('common.cancel')}</Button>
          <Button type="submit" variant="primary" isDisabled={isSubmitting}>
            {article ? t('catalog.articles.save') : t('catalog.articles.addSubmit')}
          </Button>
        </DialogActions>
      </form>
    </Modal>
  );
}
