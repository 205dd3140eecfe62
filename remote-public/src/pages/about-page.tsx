import { usePageHead } from '../hooks/use-page-head';
import { paths } from '@clean/shared';
import { Reveal } from '../components/reveal/reveal';
import { Section } from '../components/section/section';
import { aboutHead, aboutPage } from '../content/about';
import { AboutIntro } from '../features/about/components/about-intro';
import { CompanyStats } from '../features/about/components/company-stats';
import { CompanyValues } from '../features/about/components/company-values';
import { OurStory } from '../features/about/components/our-story';
import styles from './about-page.module.css';
import { ButtonLink } from '@clean/shared/ui';

/** /about: heading, intro, Our Story, four statistics, four values, Book Now. */
export default function AboutPage() {
  usePageHead(aboutHead);
  return (
    <>
      <AboutIntro />
      <OurStory />
      <CompanyStats />
      <CompanyValues />
      <Section>
        <Reveal className={styles.book}>
          <p className={styles.bookText}>{aboutPage.bookText}</p>
          <ButtonLink to={paths.services} size="large">
            {aboutPage.bookLabel}
          </ButtonLink>
        </Reveal>
      </Section>
    </>
  );
}
