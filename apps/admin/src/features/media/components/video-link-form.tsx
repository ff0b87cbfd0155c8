import type { VideoLinkBody } from '@shop/contract';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Field, SelectField } from '../../../components/ui/field.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import styles from './media.module.css';

/** A YouTube or Vimeo video by its id there; `error` is the translated refusal of the last try. */
export function VideoLinkForm({
  busy,
  error,
  onAdd,
}: {
  busy: boolean;
  error: string | undefined;
  onAdd: (body: VideoLinkBody) => Promise<boolean>;
}) {
  const { t } = useTranslation();
  const [source, setSource] = useState<VideoLinkBody['source']>('YOUTUBE');
  const [externalId, setExternalId] = useState('');
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (await onAdd({ source, externalId: externalId.trim() })) setExternalId('');
  };
  return (
    <form onSubmit={submit} aria-label={t('media.link.legend')}>
      <fieldset className={styles.linkForm}>
        <legend>{t('media.link.legend')}</legend>
        <SelectField
          label={t('media.link.source')}
          value={source}
          onChange={(event) => setSource(event.currentTarget.value as VideoLinkBody['source'])}
        >
          <option value="YOUTUBE">YouTube</option>
          <option value="VIMEO">Vimeo</option>
        </SelectField>
        <Field
          label={t('media.link.externalId')}
          value={externalId}
          required
          maxLength={20}
          placeholder={source === 'YOUTUBE' ? 'dQw4w9WgXcQ' : '76979871'}
          title={t('media.link.hint')}
          error={error}
          onChange={(event) => setExternalId(event.currentTarget.value)}
        />
        <Button type="submit" isDisabled={busy || externalId.trim() === ''}>
          {t('media.link.add')}
        </Button>
      </fieldset>
    </form>
  );
}
