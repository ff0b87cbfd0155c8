import { zodResolver } from '@hookform/resolvers/zod';
import {
  type AdminCategory,
  CATALOG_TEXT_LIMITS,
  DescriptionTextsSchema,
  issueKey,
  type Language,
  type LocalizedTexts,
} from '@shop/contract';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '../../../components/ui/button.tsx';
import { Field, SelectField } from '../../../components/ui/field.tsx';
import { DialogActions, Modal } from '../../../components/ui/modal.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { ApiError, errorCode } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { RequiredNameSchema } from '../hooks/product-form.ts';
import { changedTexts, languagesToMark, pickText, toTextValues } from '../hooks/texts.ts';
import styles from './catalog.module.css';
import { errorText, refusalText, TextAreaField } from './form-fields.tsx';
import { LanguageTabs } from './language-tabs.tsx';

const TextsFormSchema = z.object({
  name: RequiredNameSchema,
  description: DescriptionTextsSchema,
  categoryId: z.string(),
});
type Values = z.input<typeof TextsFormSchema>;
type Output = z.output<typeof TextsFormSchema>;

export type TextsChange = { name?: LocalizedTexts; description?: LocalizedTexts; categoryId?: number };

type Props = {
  title: string;
  item: { name: LocalizedTexts; description: LocalizedTexts; categoryId?: number };
  /** For a group: the categories it may move to. */
  categories?: readonly AdminCategory[];
  languages: readonly Language[];
  defaultLanguage: Language;
  mayChange: boolean;
  onSave: (change: TextsChange) => Promise<unknown>;
  onClose: (saved: boolean) => void;
};

/** A category's or group's name and description per language (and a group's category), in a dialog. */
export function TextsDialog({
  title,
  item,
  categories,
  languages,
  defaultLanguage,
  mayChange,
  onSave,
  onClose,
}: Props) {
  const { t, lang } = useTranslation();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<Values, unknown, Output>({
    resolver: zodResolver(TextsFormSchema, { error: (issue) => issueKey(issue) }),
    defaultValues: {
      name: toTextValues(item.name, languages),
      description: toTextValues(item.description, languages),
      categoryId: item.categoryId ? String(item.categoryId) : '',
    },
  });
  const { errors, isSubmitting } = form.formState;
  const [name, description] = useWatch({ control: form.control, name: ['name', 'description'] });
  const marked = languagesToMark([name, description], languages);
  const invalid = languages.filter((l) => errors.name?.[l] || errors.description?.[l]);

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    const change: TextsChange = {};
    const nameChange = changedTexts(values.name, item.name, languages);
    const descriptionChange = changedTexts(values.description, item.description, languages);
    if (nameChange) change.name = nameChange;
    if (descriptionChange) change.description = descriptionChange;
    if (item.categoryId && Number(values.categoryId) !== item.categoryId) change.categoryId = Number(values.categoryId);
    if (Object.keys(change).length === 0) return onClose(false);
    try {
      await onSave(change);
      onClose(true);
    } catch (error) {
      if (error instanceof ApiError && error.status === 422 && error.fieldErrors.length > 0) {
        for (const fe of error.fieldErrors) {
          if (fe.field.startsWith('name') || fe.field.startsWith('description'))
            form.setError(fe.field as keyof Values, { type: 'server', message: fe.message });
        }
        const nameWhole = error.fieldErrors.find((fe) => fe.field === 'name');
        setFailure(nameWhole ? (errorText(t, lang, 'name_required') ?? null) : t('catalog.editor.invalid'));
      } else setFailure(refusalText(t, lang, errorCode(error)));
    }
  });

  return (
    <Modal isOpen onOpenChange={(open) => !open && onClose(false)} title={title}>
      <form onSubmit={submit} noValidate aria-label={title}>
        {failure ? <Notice tone="failure">{failure}</Notice> : null}
        <fieldset disabled={!mayChange} className={styles.fieldset}>
          <div className={styles.fields}>
            <LanguageTabs languages={languages} marked={marked} invalid={invalid} label={t('catalog.texts.tabs')}>
              {(language) => (
                <div className={styles.fields}>
                  <Field
                    label={t('catalog.texts.name')}
                    maxLength={CATALOG_TEXT_LIMITS.name}
                    error={errorText(
                      t,
                      lang,
                      errors.name?.[language]?.message ??
                        (language === defaultLanguage ? errors.name?.message : undefined),
                    )}
                    {...form.register(`name.${language}`)}
                  />
                  <TextAreaField
                    label={t('catalog.texts.description')}
                    maxLength={CATALOG_TEXT_LIMITS.description}
                    rows={4}
                    error={errorText(t, lang, errors.description?.[language]?.message)}
                    {...form.register(`description.${language}`)}
                  />
                </div>
              )}
            </LanguageTabs>
            {categories && item.categoryId ? (
              <SelectField label={t('catalog.groups.category')} {...form.register('categoryId')}>
                {categories.map((c) => (
                  <option key={c.id} value={c.id}>
                    {pickText(c.name, lang, defaultLanguage) || `#${c.id}`}
                  </option>
                ))}
              </SelectField>
            ) : null}
          </div>
        </fieldset>
        <DialogActions>
          <Button onPress={() => onClose(false)}>{mayChange ? t('common.cancel') : t('common.close')}</Button>
          {mayChange ? (
            <Button type="submit" variant="primary" isDisabled={isSubmitting}>
              {t('catalog.groups.save')}
            </Button>
          ) : null}
        </DialogActions>
      </form>
    </Modal>
  );
}
