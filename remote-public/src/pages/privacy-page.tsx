import { paths } from '@clean/shared';
import { Link } from 'react-router-dom';
import privacyImage from '../assets/privacy.svg?inline';
import { GoBackButton } from '../components/go-back-button/go-back-button';
import { Section } from '../components/section/section';
import { privacyPlaceholder } from '../content/placeholders';
import { privacyHead, privacyLabels, privacyNotice, type PrivacyNotice } from '../content/privacy';
import { usePageHead } from '../hooks/use-page-head';
// The notice reads like the terms: the same cards, headings and lists.
import styles from './terms-page.module.css';
import { Notice, PageHeader } from '@clean/shared/ui';

/** The notice, its version and date, one card per topic. */
function NoticeText({ notice }: { notice: PrivacyNotice }) {
  return (
    <>
      <PageHeader title={notice.title} intro={notice.intro}>
        <p className={styles.updated}>
          {privacyLabels.versionLabel} {notice.version} · {privacyLabels.effectiveLabel} {notice.effectiveDate}
        </p>
      </PageHeader>
      <Section>
        <ul className={styles.list}>
          {notice.sections.map((section) => (
            <li key={section.title} className={styles.item}>
              <h2 className={styles.title}>{section.title}</h2>
              {section.paragraphs?.map((paragraph) => (
                <p key={paragraph} className={styles.paragraph}>
                  {paragraph}
                </p>
              ))}
              {section.points && (
                <ul className={styles.points}>
                  {section.points.map((point) => (
                    <li key={point}>{point}</li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
        <p className={styles.note}>
          {privacyLabels.contactText} <Link to={paths.contact}>{privacyLabels.contactLinkLabel}</Link>
        </p>
      </Section>
    </>
  );
}

/**
 * The privacy page's content: the written notice, or while none is written the spec's 'Anticipate!'
 * placeholder (docs/PRODUCT.md#routes). Takes the notice as a prop so both are testable.
 */
export function PrivacyContent({ notice }: { notice: PrivacyNotice | null }) {
  if (notice) return <NoticeText notice={notice} />;
  return (
    <Notice
      title={privacyPlaceholder.title}
      text={privacyPlaceholder.text}
      detail={privacyPlaceholder.detail}
      image={{ svg: privacyImage, alt: privacyPlaceholder.imageAlt }}
      actions={<GoBackButton label={privacyPlaceholder.goBack} fallback={paths.home} />}
    />
  );
}

/** /privacy-policy: the privacy notice of remote-public/src/content/privacy.ts. */
export default function PrivacyPage() {
  usePageHead(privacyHead);
  return <PrivacyContent notice={privacyNotice} />;
}
