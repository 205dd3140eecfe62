import { company } from '@clean/shared';
import { Eyebrow } from '@clean/shared/ui';
import aboutImage from '../../../assets/about.svg';
import { Hero } from '../../../components/hero/hero';
import { aboutPage } from '../../../content/about';

/** Heading and company introduction (founded 2015, one of Nigeria's leading..., seamless booking). */
export function AboutIntro() {
  return (
    <Hero
      eyebrow={<Eyebrow>{company.name}</Eyebrow>}
      title={aboutPage.title}
      text={aboutPage.intro}
      image={{ src: aboutImage, alt: aboutPage.imageAlt, width: 560, height: 400 }}
    />
  );
}
