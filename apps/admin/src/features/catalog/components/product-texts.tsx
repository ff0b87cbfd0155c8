import { CATALOG_TEXT_LIMITS, type Language } from '@shop/contract';
import { type Control, type FieldErrors, type UseFormRegister, useWatch } from 'react-hook-form';
import { Field } from '../../../components/ui/field.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { type ProductFormValues, TEXT_FIELDS } from '../hooks/product-form.ts';
import { languagesToMark } from '../hooks/texts.ts';
import styles from './catalog.module.css';
import { errorText, TextAreaField } from './form-fields.tsx';
import { LanguageTabs } from './language-tabs.tsx';

type Props = {
  languages: readonly Language[];
  defaultLanguage: Language;
  register: UseFormRegister<ProductFormValues>;
  control: Control<ProductFormValues>;
  errors: FieldErrors<ProductFormValues>;
};

/** The product's name, description, detailed description and specification: one tab per language. */
export function ProductTexts({ languages, defaultLanguage, register, control, errors }: Props) {
  const { t, lang } = useTranslation();
  const [name, description, detailedDescription, specification] = useWatch({
    control,
    name: ['name', 'description', 'detailedDescription', 'specification'],
  });
  const marked = languagesToMark([name, description, detailedDescription, specification], languages);
  const errorOf = (field: (typeof TEXT_FIELDS)[number], language: Language) => {
    const own = errors[field]?.[language]?.message;
    // "A name in at least one language" belongs to the name as a whole: shown at the default language.
    const whole = field === 'name' && language === defaultLanguage ? errors.name?.message : undefined;
    return errorText(t, lang, own ?? whole);
  };
  const invalid = languages.filter((l) => TEXT_FIELDS.some((f) => errorOf(f, l)));
  return (
    <LanguageTabs languages={languages} marked={marked} invalid={invalid} label={t('catalog.texts.tabs')}>
      {(language) => (
        <div className={styles.fields} lang={language === 'dk' ? 'da' : language === 'no' ? 'nb' : language}>
          <Field
            label={t('catalog.texts.name')}
            maxLength={CATALOG_TEXT_LIMITS.name}
            error={errorOf('name', language)}
            {...register(`name.${language}`)}
          />
          <TextAreaField
            label={t('catalog.texts.description')}
            maxLength={CATALOG_TEXT_LIMITS.description}
            rows={3}
            error={errorOf('description', language)}
            {...register(`description.${language}`)}
          />
          <TextAreaField
            label={t('catalog.texts.detailedDescription')}
            maxLength={CATALOG_TEXT_LIMITS.detailedDescription}
            rows={6}
            error={errorOf('detailedDescription', language)}
            {...register(`detailedDescription.${language}`)}
          />
          <TextAreaField
            label={t('catalog.texts.specification')}
            maxLength={CATALOG_TEXT_LIMITS.specification}
            rows={6}
            error={errorOf('specification', language)}
            {...register(`specification.${language}`)}
          />
        </div>
      )}
    </LanguageTabs>
  );
}
