import type { PageHead } from '@clean/shared/seo';
import { company } from '@clean/shared';

/** A figure of the about page (docs/PRODUCT.md#public-site: number and label). */
export interface Statistic {
  number: string;
  label: string;
}

/** One of the company values (docs/PRODUCT.md#public-site: title and description). */
export interface CompanyValue {
  title: string;
  description: string;
}

export const aboutPage = {
  title: 'About Us',
  intro: `Founded in ${company.foundedYear}, ${company.name} is one of Nigeria's leading professional cleaning and laundry companies. Our mission is to make keeping a home or business clean effortless, through seamless booking and management of every service, from the first click to the final inspection.`,
  imageAlt: 'Three smiling Sparkle team members in green uniforms beside the company van',
  bookLabel: 'Book Now',
  bookText: 'See what we can do for your home or business.',
} as const;

export const ourStory = {
  title: 'Our Story',
  paragraphs: [
    `${company.name} began in ${company.foundedYear} with two cleaners, one borrowed van and a simple idea: busy families and businesses in Abuja deserved a cleaning service they could rely on, every single time. Our first clients were neighbours in Asokoro who told their friends, and those friends told theirs.`,
    `As ${company.parent} invested in the business, we grew into a full-service company: regular and deep cleaning, janitorial crews for offices, hotel housekeeping, post-construction cleaning, fumigation and a complete laundry and dry cleaning service. Today more than thirty trained team members serve homes, offices and hotels across the country.`,
    'What has not changed is how we work. Every team member is vetted and trained in-house, every job is checked by a supervisor, and every booking can now be made online in minutes. We are proud of the trust our clients place in us, and we work to earn it again on every visit.',
  ],
} as const;

export const statistics: readonly Statistic[] = [
  { number: '100+', label: 'Happy Clients' },
  { number: '7+', label: 'Years Experience' },
  { number: '30+', label: 'Team Members' },
  { number: '4.9/5', label: 'Customer Rating' },
];

export const valuesSection = { title: 'Our Values' } as const;

export const companyValues: readonly CompanyValue[] = [
  {
    title: 'Reliability',
    description: 'We arrive when we say we will and finish what we promise. You can plan your day around us.',
  },
  {
    title: 'Attention to Detail',
    description:
      'Skirting boards, light switches and the corners behind the door: the small things make a clean space.',
  },
  {
    title: 'Integrity',
    description: 'Vetted staff, honest prices and clear communication. We treat your home and property as our own.',
  },
  {
    title: 'Care for People and Planet',
    description: 'Eco-friendly products, safe methods and fair treatment of the team who do the work.',
  },
];

export const aboutHead: PageHead = {
  title: 'About Us',
  description: `How ${company.name} grew from two cleaners in Abuja in ${company.foundedYear} to trained teams serving homes, offices and hotels across Nigeria.`,
};
