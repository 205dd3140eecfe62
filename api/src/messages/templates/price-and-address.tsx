import { formatNaira } from '@clean/shared/format';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import type { BookingFacts } from '../../db/outbox-payloads';
import { colours } from './layout';

/**
 * Where the visit is, as Facts rows: the street address and city, then the area and the nearest
 * landmark when the booking gave them (docs/PRODUCT.md, "Areas and landmarks").
 */
export function addressRows(booking: BookingFacts): [string, string][] {
  return [
    ['Where', `${booking.address}, ${booking.location}`],
    ...(booking.areaName ? ([['Area', booking.areaName]] as [string, string][]) : []),
    ...(booking.landmark ? ([['Landmark', booking.landmark]] as [string, string][]) : []),
  ];
}

const row = { color: colours.ink, fontSize: '15px', lineHeight: '22px', margin: '4px 0' } as const;

/**
 * How the amount was made up (docs/PRODUCT.md, "A price that fits the home"): the service at its
 * frequency's price, each size above what is included, each extra, the area's surcharge, then the
 * total; as the receipt page shows them. Nothing for a booking of one plain line.
 */
export function PriceMadeUp({ booking }: { booking: BookingFacts }) {
  const lines = booking.priceLines ?? [];
  if (lines.length < 2) return null;
  return (
    <Section
      style={{ border: `1px solid ${colours.border}`, borderRadius: '6px', padding: '12px 16px', margin: '0 0 16px' }}
    >
      <Text style={{ ...row, fontWeight: 700 }}>How the price is made up</Text>
      {lines.map((line, index) => (
        <Text key={`${line.kind}-${index}`} style={row}>
          <span style={{ color: colours.inkMuted }}>{line.label}: </span>
          {`${line.kind === 'base' ? '' : '+'}${formatNaira(line.amount)}`}
        </Text>
      ))}
      <Text style={{ ...row, borderTop: `1px solid ${colours.border}`, paddingTop: '4px' }}>
        <span style={{ color: colours.inkMuted }}>Total: </span>
        <strong>{formatNaira(booking.amount)}</strong>
      </Text>
    </Section>
  );
}
