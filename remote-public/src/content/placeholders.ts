import type { PageHead } from '@clean/shared/seo';
/** The two placeholder pages (docs/PRODUCT.md#routes). */
export const laundryComingSoon = {
  title: 'Coming Soon!',
  text: 'This service will be up soonest!',
  detail:
    'Online booking for laundry and dry cleaning is almost ready. Until then, call us and we will arrange a pickup for you.',
  imageAlt: 'A washing machine, clothes drying on a line and a basket of neatly folded laundry',
  goBack: 'Go Back',
} as const;

export const privacyPlaceholder = {
  title: 'Anticipate!',
  text: 'Our data policy is being prepared.',
  detail:
    'We are putting the finishing touches to a clear policy explaining how we collect, use and protect your personal information. It will be published here very soon.',
  imageAlt: 'A document protected by a shield with a padlock',
  goBack: 'Go Back',
} as const;

export const laundryHead: PageHead = {
  title: 'Laundry & Dry Cleaning Services',
  description:
    'Washing, dry cleaning and ironing with pickup and delivery, express same-day service included. Online booking is coming soon: call us to arrange a pickup.',
};
