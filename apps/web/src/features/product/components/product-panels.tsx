import { formatNumber, localize, type Product } from '@shop/contract';
import type { ReactNode } from 'react';
import { Button, Disclosure, DisclosureGroup, DisclosurePanel, Heading } from 'react-aria-components';
import { ChevronDownIcon } from '../../../components/ui/icons.tsx';
import { TableHead } from '../../../components/ui/table-head.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { mediaUrl, packageText, parseSpecification, purchasableArticles } from '../hooks/product-helpers.ts';
import styles from './product-panels.module.css';
import { VideoPlayer } from './video-player.tsx';

function Panel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Disclosure id={id} className={styles.panel} data-testid={`panel-${id}`}>
      <Heading level={2} className={styles.heading}>
        <Button slot="trigger" className={styles.trigger}>
          <span>{title}</span>
          <ChevronDownIcon className={styles.chevron} size={20} />
        </Button>
      </Heading>
      <DisclosurePanel className={styles.body}>{children}</DisclosurePanel>
    </Disclosure>
  );
}

function Specification({ text }: { text: string }) {
  const rows = parseSpecification(text);
  if (rows.length === 0) return null;
  return (
    <dl className={styles.spec} data-testid="specification">
      {rows.map((row, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity beyond their order
        <div key={i} className={styles.specRow}>
          <dt>{row.label}</dt>
          <dd>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Description, related files, details and specification, videos: only those with content. */
export function ProductPanels({ product }: { product: Product }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const name = localize(product.name, lang);
  const detailed = localize(product.detailedDescription, lang).trim();
  const description = localize(product.description, lang).trim();
  const specification = localize(product.specification, lang).trim();
  const articles = purchasableArticles(product.articles);
  const panels: ReactNode[] = [];

  if (detailed || description) {
    panels.push(
      <Panel key="description" id="description" title={t('product.panels.description')}>
        {(detailed || description).split(/\n{2,}/).map((para) => (
          <p key={para}>{para}</p>
        ))}
      </Panel>,
    );
  }
  if (product.attachedFiles.length > 0) {
    panels.push(
      <Panel key="files" id="files" title={t('product.panels.files')}>
        <ul className={styles.files}>
          {product.attachedFiles.map((f) => (
            <li key={f.fileName}>
              <a href={mediaUrl(f.fileName)} target="_blank" rel="noopener" className={styles.file}>
                <span className={styles.fileBadge} aria-hidden="true">
                  PDF
                </span>
                <span>
                  {localize(f.title, lang) || f.fileName}
                  <span className="visually-hidden"> ({t('product.panels.pdf')})</span>
                </span>
              </a>
            </li>
          ))}
        </ul>
      </Panel>,
    );
  }
  if (specification || articles.length > 0) {
    panels.push(
      <Panel key="details" id="details" title={t('product.panels.details')}>
        {articles.length > 0 ? (
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <caption className={styles.caption}>{t('product.panels.packages')}</caption>
              <TableHead
                columns={[
                  t('product.details.articleNumber'),
                  t('product.details.package'),
                  t('product.details.weight'),
                  t('product.details.freeShipping'),
                ]}
              />
              <tbody>
                {articles.map((a) => (
                  <tr key={a.id}>
                    <td className="tabular">{a.articleNumber}</td>
                    <td>
                      {packageText(a, product.name, lang) ?? t('product.packages.fallback', { count: a.quantity })}
                    </td>
                    <td className="tabular">{t('product.details.grams', { weight: formatNumber(a.weight, lang) })}</td>
                    <td>{a.freeShipping ? t('product.details.yes') : t('product.details.no')}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : null}
        {specification ? (
          <>
            <h3 className={styles.subheading}>{t('product.panels.specification')}</h3>
            <Specification text={specification} />
          </>
        ) : null}
      </Panel>,
    );
  }
  if (product.videos.length > 0) {
    panels.push(
      <Panel key="videos" id="videos" title={t('product.panels.videos')}>
        <div className={styles.videos}>
          {product.videos.map((v, i) => (
            <VideoPlayer
              key={`${v.source}-${v.id}`}
              video={v}
              title={t('product.video.title', { name, index: i + 1 })}
              index={i + 1}
            />
          ))}
        </div>
      </Panel>,
    );
  }
  if (panels.length === 0) return null;
  return (
    <DisclosureGroup className={styles.group} allowsMultipleExpanded defaultExpandedKeys={['description']}>
      {panels}
    </DisclosureGroup>
  );
}
