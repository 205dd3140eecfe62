import { lagosStart } from '@clean/shared/lagos-time';
import { whatsAppHref } from '../src/features/receipt/lib/whatsapp';

// The calendar file itself is built and tested in @clean/shared/calendar (shared/test/calendar.test.ts).
describe('the booked time of the receipt', () => {
  it('reads as Lagos time (UTC+1 all year)', () => {
    expect(lagosStart('2030-07-01', '12:00 PM')?.toISOString()).toBe('2030-07-01T11:00:00.000Z');
    expect(lagosStart('2030-07-01', '5:00 PM')?.toISOString()).toBe('2030-07-01T16:00:00.000Z');
    expect(lagosStart('2030-07-01', '12:00 AM')?.toISOString()).toBe('2030-06-30T23:00:00.000Z');
    expect(lagosStart('2030-07-01', 'noon')).toBeNull();
  });
});

describe('the WhatsApp link', () => {
  it('opens a chat with the company number, the message naming the booking', () => {
    const href = new URL(whatsAppHref('SPK-REF-1'));
    expect(href.origin + href.pathname).toBe('https://wa.me/2348000000000');
    expect(href.searchParams.get('text')).toBe(
      'Hello Sparkle Cleaning & Laundry, I have a question about my booking SPK-REF-1.',
    );
  });
});
