import { company, formatNaira } from '@clean/shared';
import type { OfficeDetails, WeeklyHours } from '@clean/shared/seo';
import { catalogueBounds } from './pricing';

/** When the offices answer the phone and open their doors (the contact page and structured data). */
export const openingHours: readonly WeeklyHours[] = [
  { days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'], opens: '07:00', closes: '18:00' },
];
export const openingHoursText = 'Monday to Saturday, 7:00 AM to 6:00 PM';

/** `12 Yakubu Gowon Crescent, Asokoro, Abuja` → the street part and the city. */
function splitAddress(address: string): { streetAddress: string; locality: string } {
  const parts = address.split(', ');
  return { streetAddress: parts.slice(0, -1).join(', '), locality: parts.at(-1)! };
}

const office = (id: string, name: string, address: string): OfficeDetails => ({
  id,
  name,
  ...splitAddress(address),
  region: 'Federal Capital Territory',
  country: 'NG',
  telephone: company.phone,
  email: company.email,
});

/** The company's offices, both in Abuja (the addresses the contact page shows, from `company`). */
export const offices = {
  head: office('head-office', `${company.name}, Head Office`, company.headOffice),
  branch: office('branch-office', `${company.name}, Wuse II Branch`, company.branchOffice),
} as const;

/** What a visit costs, lowest to highest: the catalogue's range, as search results show it. */
export const priceRange = `${formatNaira(catalogueBounds.lowest)} - ${formatNaira(catalogueBounds.highest)}`;
