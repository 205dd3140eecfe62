import { company } from '@clean/shared';
import { PRIVACY_NOTICE } from '@clean/shared/privacy';
import type { PageHead } from '@clean/shared/seo';
import { privacyPlaceholder } from './placeholders';

/**
 * The privacy notice at /privacy-policy (Nigeria Data Protection Act 2023), in plain words. The
 * operator edits it here; a change of meaning needs a new version and date in `PRIVACY_NOTICE`
 * (@clean/shared), which is what the booking and contact forms record as agreed to. Set
 * `privacyNotice` to `null` to show the 'Anticipate!' placeholder instead (docs/PRODUCT.md#routes).
 */
export interface PrivacySection {
  title: string;
  paragraphs?: readonly string[];
  points?: readonly string[];
}

export interface PrivacyNotice {
  title: string;
  intro: string;
  version: string;
  /** As the page shows it. */
  effectiveDate: string;
  sections: readonly PrivacySection[];
}

const shownDate = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
}).format(new Date(`${PRIVACY_NOTICE.effectiveDate}T00:00:00Z`));

export const privacyNotice: PrivacyNotice | null = {
  title: 'Privacy Notice',
  intro: `This notice explains what personal data ${company.name} collects when you book, pay or write to us, why, who else sees it, how long we keep it and how you can use your rights under the Nigeria Data Protection Act 2023.`,
  version: PRIVACY_NOTICE.version,
  effectiveDate: shownDate,
  sections: [
    {
      title: 'Who we are',
      paragraphs: [
        `${company.name}, a subsidiary of ${company.parent}, ${company.headOffice}, decides how your personal data is used: we are its data controller. For anything about your data, write to ${company.email} or call ${company.phone}.`,
      ],
    },
    {
      title: 'What we collect',
      points: [
        'When you book: your first and last name, e-mail address, phone number, the address where we clean, the service, date and time you choose, and any notes you add for the team.',
        'When you pay: the amount, the payment reference and whether the payment succeeded. Your card details go straight to our payment provider; we never see or store them.',
        'When you write to us: your name, e-mail address and your message.',
        'When you use the site: the address of your device and the pages asked for, in our server logs, to keep the site safe. The booking form keeps what you type on your own device until you book, so a reload loses nothing. We use no advertising or tracking cookies.',
      ],
    },
    {
      title: 'Why we use it, and on what basis',
      points: [
        'To perform your booking (the contract you ask for): to schedule the visit, send the crew to your address, take your payment, and send you the confirmation, reminders and receipt by e-mail and SMS.',
        'For our legitimate interests: to answer your messages, keep our accounts, prevent fraud and abuse of the site (such as too many attempts from one address), and improve our service. We weigh these against your interests and never use them to send you marketing.',
        'To meet our legal obligations: tax and accounting records of what was paid.',
        'With your consent only: marketing messages (offers and news). You choose this with a separate box that is never ticked for you, and you can withdraw it at any time; withdrawing does not affect your bookings.',
      ],
    },
    {
      title: 'Who receives it',
      points: [
        'Our payment provider, which takes your card or transfer payment and tells us whether it succeeded.',
        'Our e-mail provider and our SMS provider, which deliver the confirmations, reminders and replies we send you.',
        'Our cleaning team for your visit: your name, phone number, address and notes, and nothing more.',
        'The company that hosts our servers and database, which stores the data for us and may not use it for itself.',
        'Public authorities, only when the law requires it.',
        'We do not sell your personal data or share it for anyone else’s marketing. Our providers may process it outside Nigeria; we use only providers that protect it as the Act requires.',
      ],
    },
    {
      title: 'How long we keep it',
      points: [
        'Bookings: your personal details are kept for 24 months after the booking, then erased or made anonymous. The amounts and dates our accounts need are kept without them.',
        'Messages you send us: 12 months after your message.',
        'Server logs: a few weeks, for security only.',
        'Marketing consent: until you withdraw it, and the record that you gave or withdrew it as long as we may need to prove it.',
      ],
    },
    {
      title: 'Your rights, and how to use each one',
      paragraphs: [
        `Write to ${company.email} from the e-mail address of your booking (or tell us its reference and phone number). We confirm it is you, then answer within 30 days, free of charge.`,
      ],
      points: [
        'To know what we hold: ask for a copy of your data, which we send you in a readable form and as a file you can take elsewhere (portability).',
        'To correct it: tell us what is wrong or missing and we fix it.',
        'To have it erased: ask us to delete your data. We erase or anonymise every booking and message of yours, keeping only the amounts and dates the law makes us keep for accounts.',
        'To restrict or object: ask us to stop using your data for a purpose, for example while you dispute its accuracy. You can object to marketing at any time, and we stop.',
        'To withdraw consent: reply STOP to a marketing SMS, use the unsubscribe link of a marketing e-mail, or write to us.',
        'Not to be subject to decisions made only by a machine: we make none about you.',
        'To complain: if you are unhappy with our answer, you may complain to the Nigeria Data Protection Commission (ndpc.gov.ng).',
      ],
    },
    {
      title: 'How we protect it',
      paragraphs: [
        'The site is served over encrypted connections, only staff who need your data can see it, every admin sign-in is protected and logged, and our providers are bound by contract to keep your data secure and confidential. If a breach ever put your rights at risk, we would tell you and the Commission as the Act requires.',
      ],
    },
    {
      title: 'Changes to this notice',
      paragraphs: [
        'When we change this notice we publish the new version here with its date. If a change affects what you agreed to, we ask you again before it applies to you.',
      ],
    },
  ],
};

export const privacyLabels = {
  versionLabel: 'Version',
  effectiveLabel: 'In force from',
  contactText: 'Questions about your data?',
  contactLinkLabel: 'Contact us',
} as const;

/** The page's head: the notice's when one is written, the placeholder's otherwise. */
export const privacyHead: PageHead = privacyNotice
  ? {
      title: 'Privacy Notice',
      description: `What personal data ${company.name} collects, why, who receives it, how long it is kept and how to use your rights under the Nigeria Data Protection Act 2023.`,
    }
  : { title: 'Privacy Policy', description: `${privacyPlaceholder.text} ${privacyPlaceholder.detail}` };
