/** The company as the site presents it. Edit here; every page and the footer read it. */
export const company = {
  name: 'Sparkle Cleaning & Laundry',
  shortName: 'Sparkle',
  parent: 'Sparkle Investments Ltd',
  foundedYear: 2015,
  phone: '+234 800 000 0000',
  email: 'hello@sparkle-cleaning.example.com',
  postalAddress: '12 Yakubu Gowon Crescent, Asokoro, Abuja',
  headOffice: '12 Yakubu Gowon Crescent, Asokoro, Abuja',
  branchOffice: '5 Aminu Kano Crescent, Wuse II, Abuja',
} as const;

/** A `tel:` link to a phone number as people write it (spaces, dashes, brackets dropped). */
export const telHref = (phone: string = company.phone): string => `tel:${phone.replace(/[^\d+]/g, '')}`;

export interface SocialLink {
  label: 'Facebook' | 'X' | 'Instagram' | 'LinkedIn' | 'TikTok';
  href: string;
}

export const socialLinks: readonly SocialLink[] = [
  { label: 'Facebook', href: 'https://www.facebook.com/sparklecleaningng' },
  { label: 'X', href: 'https://x.com/sparklecleaningng' },
  { label: 'Instagram', href: 'https://www.instagram.com/sparklecleaningng' },
  { label: 'LinkedIn', href: 'https://www.linkedin.com/company/sparklecleaningng' },
  { label: 'TikTok', href: 'https://www.tiktok.com/@sparklecleaningng' },
];
