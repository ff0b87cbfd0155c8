import {
  type AdminContentPage,
  CONTENT_BODY_SCHEMAS,
  type ContentPageName,
  type Language,
  toFieldErrors,
} from '@shop/contract';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { ui } from '../../../components/ui/card.tsx';
import { Notice, Notices } from '../../../components/ui/notice.tsx';
import { ApiError, errorCode } from '../../../lib/api-client.ts';
import { formatDate, useTranslation } from '../../../lib/i18n.ts';
import { useSaveContent } from '../api/content.ts';
import styles from './content.module.css';
import { emptyBody, PAGE_FIELDS } from './content-fields.ts';
import { FieldEditor, type FieldErrors } from './content-fields.tsx';
import { ContentPreview } from './content-preview.tsx';

type Body = Record<string, unknown>;
type Message = { tone: 'success' | 'failure'; text: string };

/** Errors by path in the body from `{ field: 'body.questions.0.answer', message }`. */
function errorsByPath(fieldErrors: readonly { field: string; message: string }[]): FieldErrors {
  const out: FieldErrors = {};
  for (const e of fieldErrors) {
    const path = e.field.replace(/^body\.?/, '');
    out[path] ??= e.message;
  }
  return out;
}

/**
 * The editor of one page in one language: its fields (lists with add, remove, move up and down),
 * the preview beside them, and save. The body is checked with the contract's schema before it is
 * sent; the server checks it again (422 marks the same fields).
 */
export function ContentEditor({
  page,
  language,
  languageName,
  data,
  mayWrite,
}: {
  page: ContentPageName;
  language: Language;
  languageName: (l: Language) => string;
  data: AdminContentPage;
  mayWrite: boolean;
}) {
  const { t, lang } = useTranslation();
  const save = useSaveContent(page, language);
  const [body, setBody] = useState<Body | null>(() => (data.body as Body | null) ?? null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<Message | null>(null);
  const [dirty, setDirty] = useState(false);

  const change = (next: Body) => {
    setBody(next);
    setDirty(true);
    setMessage(null);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!body) return;
    const checked = CONTENT_BODY_SCHEMAS[page].safeParse(body);
    if (!checked.success) {
      const found = errorsByPath(toFieldErrors(checked.error.issues));
      setErrors(found);
      setMessage({ tone: 'failure', text: t('content.editor.invalid', { count: Object.keys(found).length }) });
      return;
    }
    try {
      const saved = await save.mutateAsync(checked.data);
      setErrors({});
      setBody(saved.body as Body);
      setDirty(false);
      setMessage({ tone: 'success', text: t('content.editor.saved') });
    } catch (error) {
      if (error instanceof ApiError && error.fieldErrors.length > 0) {
        const found = errorsByPath(error.fieldErrors);
        setErrors(found);
        setMessage({ tone: 'failure', text: t('content.editor.invalid', { count: Object.keys(found).length }) });
      } else setMessage({ tone: 'failure', text: t(`errors.${errorCode(error)}`) });
    }
  };

  const status = data.updatedAt
    ? t('content.editor.updated', { at: formatDate(data.updatedAt, lang), by: data.updatedBy ?? '—' })
    : data.fallback
      ? t('content.editor.missing', { language: languageName(data.fallback.language) })
      : t('content.editor.missingNone');

  return (
    <div className={styles.editor}>
      <p className={ui.muted} data-testid="content-status">
        {status}
      </p>
      <Notices>{message ? <Notice tone={message.tone}>{message.text}</Notice> : null}</Notices>
      {body === null ? (
        mayWrite ? (
          <div className={ui.actions}>
            {data.fallback ? (
              <Button variant="primary" onPress={() => change(structuredClone(data.fallback?.body) as Body)}>
                {t('content.editor.startFrom', { language: languageName(data.fallback.language) })}
              </Button>
            ) : null}
            <Button onPress={() => change(emptyBody(page))}>{t('content.editor.startEmpty')}</Button>
          </div>
        ) : null
      ) : (
        <div className={styles.columns}>
          <form onSubmit={submit} noValidate className={styles.form} aria-label={t('content.editor.form')}>
            {PAGE_FIELDS[page].map((spec) => (
              <FieldEditor
                key={spec.key}
                spec={spec}
                value={body[spec.key]}
                onChange={(v) => change({ ...body, [spec.key]: v })}
                path={spec.key}
                label={t(`content.field.${spec.key}`)}
                errors={errors}
                readOnly={!mayWrite}
              />
            ))}
            {mayWrite ? (
              <div className={`${ui.actions} ${styles.saveBar}`}>
                <Button type="submit" variant="primary" isDisabled={save.isPending || !dirty}>
                  {save.isPending ? t('content.editor.saving') : t('content.editor.save')}
                </Button>
              </div>
            ) : null}
          </form>
          <ContentPreview page={page} body={body} />
        </div>
      )}
    </div>
  );
}
