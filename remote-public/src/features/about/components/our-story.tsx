import { Reveal } from '../../../components/reveal/reveal';
import { Section } from '../../../components/section/section';
import { ourStory } from '../../../content/about';
import styles from './our-story.module.css';

/** 'Our Story' in three paragraphs. */
export function OurStory() {
  return (
    <Section title={ourStory.title}>
      <Reveal className={styles.story}>
        {ourStory.paragraphs.map((paragraph) => (
          <p key={paragraph.slice(0, 32)}>{paragraph}</p>
        ))}
      </Reveal>
    </Section>
  );
}
