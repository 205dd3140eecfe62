import { Icon, type IconProps } from './icons';

// Its own module, not in icons.tsx: only the pages that show a place (the contact details, a city's
// areas) carry it, as contact-icons.tsx explains for the contact details' icons.

export const MapPinIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M20 10c0 6-8 12-8 12s-8-6-8-12a8 8 0 0 1 16 0z" />
    <circle cx="12" cy="10" r="3" />
  </Icon>
);
