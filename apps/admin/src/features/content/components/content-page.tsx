import { CONTENT_PAGES, type ContentPageName, type Language } from '@shop/contract';
import { type Key, Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { useSearchParams } from 'react-router';
import { ui } from '../../../components/ui/card.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { errorCode } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useMay } from '../../../lib/session.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useContentList, useContentPage } from '../api/content.ts';
import styles from './content.module.css';
import { ContentEditor } from './content-editor.tsx';

const isPage = (v: string | null): v is ContentPageName => (CONTENT_PAGES as readonly string[]).includes(v ?? '');

/** The editor of the chosen page and language, once it is loaded (keyed, so a switch starts afresh). */
function PageLanguage({ page, language }: { page: ContentPageName; language: Language }) {
  const { t } = useTranslation();
  const query = useContentPage(page, language);
  const mayWrite = useMay('catalog:write');
  const languageName = (l: Language) => t(`content.languages.${l}`);
  if (query.isError) return <Notice tone="failure">{t(`errors.${errorCode(query.error)}`)}</Notice>;
  if (!query.data) return <p className={ui.muted}>{t('common.loading')}</p>;
  return (
    <ContentEditor
      key={`${page}/${language}`}
      page={page}
      language={language}
      languageName={languageName}
      data={query.data}
      mayWrite={mayWrite}
    />
  );
}

/**
 * Pages (`/content?page=&lang=`): the shop's about, FAQ, terms, contact and cookie information,
 * one tab per page and one per language of the shop (named, never by their tag), each with its
 * editor and preview.
 */
export function ContentPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('content.title'));
  const [search, setSearch] = useSearchParams();
  const list = useContentList();
  const page: ContentPageName = isPage(search.get('page')) ? (search.get('page') as ContentPageName) : 'about';
  const languages = list.data?.languages ?? [];
  const asked = search.get('lang');
  const language = (languages.find((l) => l === asked) ?? languages[0] ?? null) as Language | null;
  const choose = (next: { page?: ContentPageName; lang?: Language }) =>
    setSearch({ page: next.page ?? page, ...((next.lang ?? language) ? { lang: next.lang ?? language ?? '' } : {}) });
  const missing = (p: ContentPageName, l: Language) =>
    list.data?.items.find((i) => i.page === p && i.language === l)?.updatedAt === null;

  return (
    <div data-testid="content-page">
      <div className={ui.pageHead}>
        <h1 className={ui.pageTitle}>{t('content.title')}</h1>
      </div>
      <p className={ui.muted}>
        {t('content.intro', {
          name: '{{name}}',
          fee: '{{fee}}',
          company: '{{company}}',
          phone: '{{phone}}',
          email: '{{email}}',
          hours: '{{hours}}',
        })}
      </p>
      {list.isError ? <Notice tone="failure">{t(`errors.${errorCode(list.error)}`)}</Notice> : null}
      <Tabs selectedKey={page} onSelectionChange={(key: Key) => choose({ page: String(key) as ContentPageName })}>
        <TabList aria-label={t('content.pagesLabel')} className={styles.tabList}>
          {CONTENT_PAGES.map((p) => (
            <Tab key={p} id={p} className={styles.tab} data-testid={`page-tab-${p}`}>
              {t(`content.pages.${p}`)}
            </Tab>
          ))}
        </TabList>
        {CONTENT_PAGES.map((p) => (
          <TabPanel key={p} id={p} className={styles.panel}>
            {p === page && language ? (
              <Tabs selectedKey={language} onSelectionChange={(key: Key) => choose({ lang: String(key) as Language })}>
                <TabList aria-label={t('content.languagesLabel')} className={`${styles.tabList} ${styles.subTabs}`}>
                  {languages.map((l) => (
                    <Tab key={l} id={l} className={styles.tab} data-testid={`lang-tab-${l}`}>
                      {t(`content.languages.${l}`)}
                      {missing(p, l) ? (
                        <>
                          <span aria-hidden="true" className={styles.mark}>
                            !
                          </span>
                          <span className="visually-hidden">{`, ${t('content.notWritten')}`}</span>
                        </>
                      ) : null}
                    </Tab>
                  ))}
                </TabList>
                {languages.map((l) => (
                  <TabPanel key={l} id={l}>
                    {l === language ? <PageLanguage page={p} language={l} /> : null}
                  </TabPanel>
                ))}
              </Tabs>
            ) : null}
          </TabPanel>
        ))}
      </Tabs>
    </div>
  );
}
