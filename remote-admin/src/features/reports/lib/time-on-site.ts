/** Minutes on site in hours and minutes, as the crews' report shows them: '2 h 10 min', '2 h', '45 min'. */
export function timeOnSiteLabel(minutes: number): string {
  const whole = Math.round(minutes);
  const hours = Math.floor(whole / 60);
  const rest = whole % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}
