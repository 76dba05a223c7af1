import { language } from '../lib/i18n/language';
import { languageStrings } from '../strings/language';
import type { LegalBlock, LegalDocument } from './legal-document';
import styles from './legal-document-view.module.css';

function Block({ block }: { block: LegalBlock }) {
  if (block.kind === 'paragraph') return <p className={styles.paragraph}>{block.text}</p>;
  return (
    <ul className={styles.list}>
      {block.items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

/**
 * A legal text with real headings. `titleLevel` is the level of the document title (the screen's
 * h1 when the text is the whole page, or null when the screen already shows the title as its h1);
 * section headings sit one level below it. The legal texts are in English, the governing text,
 * whatever the page's language; a page in another language says so first.
 */
export function LegalDocumentView({
  document,
  titleLevel,
}: {
  document: LegalDocument;
  titleLevel: 1 | 2 | null;
}) {
  const Title = titleLevel === 2 ? 'h2' : 'h1';
  const Section = titleLevel === 2 ? 'h3' : 'h2';
  const note = languageStrings.legalGoverningNote;
  return (
    <article className={styles.document} lang="en">
      {note === '' ? null : (
        <p className={styles.note} lang={language}>
          {note}
        </p>
      )}
      {titleLevel === null ? null : <Title className={styles.title}>{document.title}</Title>}
      <p className={styles.updated}>{document.updated}</p>
      {document.intro.map((block, index) => (
        <Block key={index} block={block} />
      ))}
      {document.sections.map((section) => (
        <section key={section.heading} className={styles.section}>
          <Section className={styles.heading}>{section.heading}</Section>
          {section.blocks.map((block, index) => (
            <Block key={index} block={block} />
          ))}
        </section>
      ))}
    </article>
  );
}
