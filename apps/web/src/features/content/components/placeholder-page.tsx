import { PageHeading } from '../../../components/ui/page-heading.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import styles from './content-page.module.css';

type Props = {
  /** `page-<name>` test id of the heading container. */
  name: string;
  title: string;
  /** The document title when it differs from the heading (home: the shop name alone). */
  documentTitle?: string | null;
  /** Extra data attributes (group, product id, account tab ...) for tests and later issues. */
  data?: Record<`data-${string}`, string>;
};

/** A page that so far shows its translated heading only. */
export function PlaceholderPage({ name, title, documentTitle, data }: Props) {
  useDocumentTitle(documentTitle === undefined ? title : documentTitle);
  return (
    <div className={styles.page} data-testid={`page-${name}`} {...data}>
      <PageHeading>{title}</PageHeading>
    </div>
  );
}
