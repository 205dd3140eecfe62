import type { AddProductPayload } from '@clean/shared/schemas';

interface StarterService {
  name: string;
  description: string;
  /** How long one job takes (migration 0019 gives stored starter services the same). */
  durationMinutes: number;
  /** Naira per visit, by frequency. */
  frequency: [name: string, amount: number][];
}

/**
 * The catalogue a first start inserts, so the pricing and booking pages have content: the company's
 * cleaning services (laundry is "Coming Soon" on the site, so it is not bookable). A frequency's
 * amount is what one visit costs at that frequency; a service's amount and a product's price are the
 * lowest of those ("starts from").
 */
const STARTER: { name: string; services: StarterService[] }[] = [
  {
    name: 'Home Cleaning',
    services: [
      {
        name: 'Regular Home Cleaning',
        durationMinutes: 2 * 60,
        description:
          'Dusting, sweeping, mopping and vacuuming of every room, kitchen surfaces and bathrooms scrubbed, bins emptied and beds made, by a vetted crew of two.',
        frequency: [
          ['One-off', 25_000],
          ['Weekly', 20_000],
          ['Bi-weekly', 22_000],
          ['Monthly', 23_500],
        ],
      },
      {
        name: 'Deep Cleaning',
        durationMinutes: 5 * 60,
        description:
          'Top-to-bottom cleaning for move-ins, move-outs and seasonal refreshes: inside cupboards and appliances, tiles and grout, windows, fans, skirting boards and upholstery.',
        frequency: [
          ['One-off', 65_000],
          ['Monthly', 55_000],
        ],
      },
    ],
  },
  {
    name: 'Office & Commercial Cleaning',
    services: [
      {
        name: 'Professional Janitorial Services',
        durationMinutes: 4 * 60,
        description:
          'Daily or scheduled cleaning of offices, banks, schools and shops: workstations, floors, washrooms and waste, restocked supplies, before or after working hours.',
        frequency: [
          ['One-off', 45_000],
          ['Weekly', 35_000],
          ['Bi-weekly', 38_000],
          ['Monthly', 40_000],
        ],
      },
      {
        name: 'Hotel Housekeeping',
        durationMinutes: 4 * 60,
        description:
          'Trained room attendants for hotels, short-let apartments and guest houses: room turnover, linen change, public areas and laundry coordination.',
        frequency: [
          ['One-off', 120_000],
          ['Weekly', 95_000],
          ['Bi-weekly', 100_000],
          ['Monthly', 105_000],
        ],
      },
    ],
  },
  {
    name: 'Specialised Cleaning',
    services: [
      {
        name: 'Post-Construction Cleaning',
        durationMinutes: 8 * 60,
        description:
          'Removal of dust, paint splashes, cement and debris after building or renovation work, so the property is ready to hand over or move into.',
        frequency: [
          ['One-off', 180_000],
          ['Bi-weekly', 150_000],
        ],
      },
      {
        name: 'Fumigation',
        durationMinutes: 3 * 60,
        description:
          'Safe, certified pest control against cockroaches, mosquitoes, rodents, bed bugs and termites for homes, offices and warehouses.',
        frequency: [
          ['One-off', 35_000],
          ['Monthly', 28_000],
        ],
      },
    ],
  },
];

/**
 * What a crew ticks on 'Done' (docs/PRODUCT.md, "The crew's day"), by product; the office edits each
 * service's own.
 */
const CHECKLISTS = {
  home: [
    'Every room dusted, swept and mopped',
    'Kitchen surfaces and sink cleaned',
    'Bathrooms and toilets scrubbed',
    'Bins emptied',
    'Customer shown the work',
  ],
  other: ['Work area cleared and cleaned', 'Waste taken away', 'Customer shown the work'],
};

/** Days between the visits of each starter frequency (migration 0015 gives stored ones the same). */
const INTERVALS: Record<string, number> = { 'One-off': 0, Weekly: 7, 'Bi-weekly': 14, Monthly: 28 };

export const STARTER_CATALOGUE: AddProductPayload[] = STARTER.map((product) => {
  const services = product.services.map((service) => ({
    name: service.name,
    description: service.description,
    durationMinutes: service.durationMinutes,
    amount: Math.min(...service.frequency.map(([, amount]) => amount)),
    parameters: [],
    extras: [],
    checklist: product.name === 'Home Cleaning' ? CHECKLISTS.home : CHECKLISTS.other,
    frequency: service.frequency.map(([name, amount]) => ({ name, amount, intervalDays: INTERVALS[name] ?? 0 })),
  }));
  return { name: product.name, price: Math.min(...services.map((service) => service.amount)), services };
});
