import type { PageHead } from '@clean/shared/seo';
/** One heading of the terms list (docs/PRODUCT.md#routes: four topics). */
export interface TermsItem {
  title: string;
  points: readonly string[];
}

export const termsPage = {
  title: 'Terms and Conditions',
  intro:
    'These terms apply to every cleaning, laundry and fumigation service booked with Sparkle Cleaning & Laundry, online or by phone. By booking a service you agree to them.',
  lastUpdatedLabel: 'Last updated:',
  lastUpdated: '1 September 2025',
  questions: 'Questions about these terms? We will be happy to explain them.',
  contactLinkLabel: 'Contact us',
} as const;

export const terms: readonly TermsItem[] = [
  {
    title: 'Contract duration and renewal terms',
    points: [
      'One-off bookings end when the service has been delivered and accepted.',
      'Recurring plans (weekly, bi-weekly or monthly) run for the period chosen at booking and renew automatically for the same period unless either party gives 14 days written notice.',
      'Commercial contracts run for the term stated in the signed service agreement, with a review meeting at least 30 days before renewal.',
    ],
  },
  {
    title: 'Payment terms and conditions',
    points: [
      'Prices are quoted in Naira (NGN) and include all equipment and standard cleaning products.',
      'One-off and recurring home services are paid online at booking or on completion of the visit.',
      'Commercial clients are invoiced monthly; invoices are due within 14 days of issue.',
      'Extra work requested on the day is charged at the published rate and agreed with you before it starts.',
    ],
  },
  {
    title: 'Cancellation policy',
    points: [
      'You may cancel or reschedule free of charge up to 24 hours before your appointment.',
      'Cancellations within 24 hours of the appointment may attract a fee of up to 50% of the service price.',
      'If our team cannot access the premises at the agreed time, the visit is treated as a late cancellation.',
      'If we ever need to reschedule, we will tell you as early as possible and offer the next available slot at no extra cost.',
    ],
  },
  {
    title: 'Liability and insurance coverage',
    points: [
      'Our staff are vetted, trained and covered by public liability insurance while working on your premises.',
      'Please report any damage or missing item within 24 hours of the visit so we can investigate and, where we are responsible, repair, replace or compensate.',
      'We are not liable for pre-existing damage, items of exceptional value not declared before the visit, or damage caused by faulty fittings.',
      'Laundry items are handled according to their care labels; we are not responsible for items without labels or for hidden defects in fabrics.',
    ],
  },
];

export const termsHead: PageHead = {
  title: 'Terms and Conditions',
  description:
    'The terms of every Sparkle booking: contract duration and renewal, payment, free cancellation up to 24 hours before, liability and insurance.',
};
