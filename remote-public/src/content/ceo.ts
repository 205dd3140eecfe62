import type { PageHead } from '@clean/shared/seo';
import { company } from '@clean/shared';

export const ceoPage = {
  eyebrow: 'About the CEO',
  title: 'A Letter from Our CEO',
  name: 'Amina Okoro',
  role: `Founder and Chief Executive Officer, ${company.name}`,
  imageAlt: 'Illustrated portrait of Amina Okoro, founder and chief executive officer',
  greeting: 'Dear friends and clients,',
  paragraphs: [
    `When I started ${company.name} in ${company.foundedYear}, I had a simple promise in mind: every family and business should be able to count on a clean, healthy space without having to think about it. Nigeria's homes and workplaces are full of hardworking people whose time is precious, and I believed a professional, trustworthy cleaning service could give some of that time back.`,
    'Since then we have grown from a small team in Abuja to a company serving homes, offices, hotels and construction sites across the country. We have added laundry and dry cleaning, fumigation and hotel housekeeping, and we have made booking and managing every service as simple as a few taps on your phone.',
    'Our growth has never changed what matters most. Our people come first: every cleaner is vetted, trained and paid fairly, because a respected team does excellent work. Our clients come with them: we listen, we act quickly when something is not right, and we keep our prices honest.',
    `Thank you for trusting us with your spaces. Whether you have been with us since the beginning or are visiting us for the first time, the whole ${company.shortName} family looks forward to serving you.`,
  ],
  signOff: 'With gratitude,',
} as const;

export const ceoHead: PageHead = {
  title: 'A Letter from Our CEO',
  description: `Amina Okoro, founder of ${company.name}, on why she started the company and how its vetted, fairly paid teams look after your spaces.`,
};
