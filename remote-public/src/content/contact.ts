import type { PageHead } from '@clean/shared/seo';
import { openingHoursText } from './offices';
/** Texts of the Contact Us screen, as the product gives them (docs/PRODUCT.md#public-site). */
export const contactPage = {
  title: 'Contact Us',
  subtitle: 'Get in touch with us for any questions or concerns',
  detailsTitle: 'Reach us directly',
  phoneLabel: 'Phone',
  emailLabel: 'Email',
  subsidiaryLabel: 'A Subsidiary of',
  headOfficeLabel: 'Head Office',
  branchOfficeLabel: 'Branch Office',
  hoursLabel: 'Opening hours',
  hours: openingHoursText,
  formTitle: 'Send us a message',
} as const;

export const contactForm = {
  labels: { name: 'Full Name', email: 'Email', subject: 'Subject', message: 'Message' },
  placeholders: {
    name: 'e.g. Adaeze Okafor',
    email: 'you@example.com',
    subject: 'How can we help?',
    message: 'Tell us about your home, office or question',
  },
  submit: 'Send Message',
  submitting: 'Sending...',
  sentTitle: 'Thank you!',
  sentText: "Your message has been sent. We'll get back to you soon.",
} as const;

export const contactHead: PageHead = {
  title: 'Contact Us',
  description:
    'Call, e-mail or write to Sparkle Cleaning & Laundry: head office in Asokoro and branch in Wuse II, Abuja. Open Monday to Saturday, 7 AM to 6 PM.',
};
