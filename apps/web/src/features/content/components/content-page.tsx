import type { ContentBodies } from '@shop/contract';
import type { ReactNode } from 'react';
import { PageHeading } from '../../../components/ui/page-heading.tsx';
import { TitledSection } from '../../../components/ui/titled-section.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useContent } from '../lib/use-content.ts';
import styles from './content.module.css';
import { ContentLoader } from './content-loader.tsx';

type Props = {
  /** The page's h1 and document title. */
  title: string;
  /** The lead paragraph under the heading. */
  intro: ReactNode;
  testId: string;
  /** The number of items the page lists (`data-count`), where tests count them. */
  count?: number | undefined;
  children: ReactNode;
};

/** An information page: the heading and its lead in a header, then the content. */
export function ContentPage({ title, intro, testId, count, children }: Props) {
  useDocumentTitle(title);
  return (
    <div data-testid={testId} data-count={count} className={styles.page}>
      <header className={styles.header}>
        <PageHeading>{title}</PageHeading>
        <p className={styles.lead}>{intro}</p>
      </header>
      {children}
    </div>
  );
}

/** The pages of the shop's texts that have a title and an introduction of their own. */
type IntroducedPage = 'contact' | 'terms' | 'faq' | 'cookies';

/**
 * One of the shop's text pages: loads its body, then shows it as a ContentPage (its title and
 * filled-in introduction) around what `children` makes of the body, given `fill` to fill in its texts.
 */
export function LoadedContentPage<P extends IntroducedPage>({
  page,
  testId,
  count,
  children,
}: {
  page: P;
  testId: string;
  /** The number of items the page lists, where tests count them. */
  count?: (body: ContentBodies[P]) => number;
  children: (body: ContentBodies[P], fill: (text: string) => string) => ReactNode;
}) {
  const { fill } = useContent();
  return (
    <ContentLoader page={page}>
      {(body) => (
        <ContentPage title={body.title} intro={fill(body.intro)} testId={testId} count={count?.(body)}>
          {children(body, fill)}
        </ContentPage>
      )}
    </ContentLoader>
  );
}

/** The shop's paragraphs of a text, filled in, one `<p>` each (with `className` where given). */
export function Paragraphs({
  texts,
  fill,
  className,
}: {
  texts: string[];
  fill: (text: string) => string;
  className?: string;
}) {
  return texts.map((text, i) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs have no identity but their place
    <p key={i} className={className}>
      {fill(text)}
    </p>
  ));
}

/** A titled section of the shop's paragraphs; left out when the shop has none. */
export function ParagraphsSection({
  texts,
  fill,
  title,
  className,
}: {
  texts: string[];
  fill: (text: string) => string;
  title: string;
  className: string | undefined;
}) {
  if (texts.length === 0) return null;
  return (
    <TitledSection classes={[className, undefined]} title={title}>
      <Paragraphs texts={texts} fill={fill} />
    </TitledSection>
  );
}
