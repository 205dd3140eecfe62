/**
 * How long a service's job takes (docs/PRODUCT.md, Services take time): whole half hours, from half
 * an hour to a 12-hour day. A service saved before durations existed takes the default.
 */
export const SERVICE_MINUTES = { min: 30, max: 12 * 60, step: 30, default: 2 * 60 } as const;

/** Every length the product form offers, shortest first. */
export const SERVICE_MINUTE_CHOICES: readonly number[] = Array.from(
  { length: (SERVICE_MINUTES.max - SERVICE_MINUTES.min) / SERVICE_MINUTES.step + 1 },
  (_, index) => SERVICE_MINUTES.min + index * SERVICE_MINUTES.step,
);

/** 30 → '30 minutes', 60 → '1 hour', 150 → '2 hours 30 minutes'. */
export function durationLabel(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const parts = [
    hours > 0 ? `${hours} ${hours === 1 ? 'hour' : 'hours'}` : '',
    rest > 0 || hours === 0 ? `${rest} minutes` : '',
  ];
  return parts.filter(Boolean).join(' ');
}

/** What a visitor reads under a service (the pricing page, the booking form): 'One visit takes about 5 hours.' */
export const visitLengthSentence = (minutes: number): string => `One visit takes about ${durationLabel(minutes)}.`;

/**
 * Minutes a crew needs between two jobs to reach the next home (docs/PRODUCT.md, Jobs of real length):
 * a setting per location, in quarter hours up to four hours.
 */
export const TRAVEL_MINUTES = { min: 0, max: 4 * 60, step: 15, default: 45 } as const;
