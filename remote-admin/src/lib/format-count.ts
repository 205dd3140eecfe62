const counts = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** A count as people read it, with thousands separators: 1,000,000 (en-US, as money is). */
export function formatCount(value: number): string {
  return counts.format(value);
}

const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });

/** A count short enough for a chart's axis or a narrow label: 1.2K, 10M, 10B. */
export function formatCompactCount(value: number): string {
  return compact.format(value);
}
