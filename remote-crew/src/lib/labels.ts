/** 150 → '2 h 30 min', 60 → '1 h', 30 → '30 min': short enough for one line on a 360 px phone. */
export function shortLength(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return [hours > 0 ? `${hours} h` : '', rest > 0 || hours === 0 ? `${rest} min` : ''].filter(Boolean).join(' ');
}

/** 'N steps waiting to send' (one step). */
export const waitingLabel = (count: number): string => `${count} ${count === 1 ? 'step' : 'steps'} waiting to send`;
