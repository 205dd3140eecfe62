import { company } from '@clean/shared';
import { Eyebrow } from '@clean/shared/ui';
import aboutImage from '../../../assets/about.svg?inline';
import { Hero } from '../../../components/hero/hero';
import { aboutPage } from '../../../content/about';

/** Heading and company introduction (founded 2015, one of Nigeria's leading..., seamless booking). */
export function AboutIntro() {
  return (
    <Hero
      eyebrow={<Eyebrow>{company.name}</Eyebrow>}
      title={aboutPage.title}
      text={aboutPage.intro}
      image={{ svg: aboutImage, alt: aboutPage.imageAlt }}
    />
  );
}
