import type { Category } from '@shop/contract';
import { useId } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../lib/i18n.ts';
import { useLocalize } from '../hooks/use-localize.ts';
import styles from './category-nav.module.css';

type Props = { categories: readonly Category[]; groupId: number | null };

/** Under 768 px: one select of every group, grouped by category; choosing one opens it. */
export function CategoryPicker({ categories, groupId }: Props) {
  const { t } = useTranslation();
  const loc = useLocalize();
  const navigate = useNavigate();
  const id = useId();
  return (
    <div className={styles.picker} data-testid="category-picker">
      <label htmlFor={id}>{t('catalog.nav.picker')}</label>
      <select
        id={id}
        value={groupId === null ? '' : String(groupId)}
        onChange={(event) => void navigate(event.target.value ? `/shop/${event.target.value}` : '/shop')}
      >
        <option value="">{t('catalog.nav.pickerAll')}</option>
        {categories.map((category) => (
          <optgroup key={category.id} label={loc(category.name)}>
            {category.groups.map((group) => (
              <option key={group.id} value={group.id}>
                {loc(group.name)}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
    </div>
  );
}
