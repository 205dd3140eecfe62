export type MenuIconName =
  | 'dashboard'
  | 'schedule'
  | 'appointments'
  | 'attention'
  | 'customers'
  | 'messages'
  | 'plans'
  | 'outbox'
  | 'privacy'
  | 'availability'
  | 'channels'
  | 'crews'
  | 'areas'
  | 'add'
  | 'products'
  | 'profile'
  | 'logout';

// 24×24 outline paths, drawn for this menu.
const PATHS: Record<MenuIconName, string> = {
  dashboard: 'M4 4h7v7H4zM13 4h7v4h-7zM13 10h7v10h-7zM4 13h7v7H4z',
  schedule: 'M4 5h16v15H4zM4 9h16M9 9v11M14 9v11M8 3v4M16 3v4',
  appointments: 'M5 5h14v15H5zM5 9h14M9 3v4M15 3v4M8 13h3M8 16h6',
  attention: 'M12 3l9 16H3zM12 10v4M12 17v.5',
  customers:
    'M9 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7zM2 20c.8-3.5 3.4-5.5 7-5.5s6.2 2 7 5.5M16 4.5a3.5 3.5 0 0 1 0 6.5M18 14.5c2 .8 3.3 2.7 4 5.5',
  messages: 'M3 5h18v14H3zM3 6l9 7 9-7',
  // A circular arrow: visits that come round again.
  plans: 'M20 12a8 8 0 1 1-2.3-5.7M20 4v4h-4',
  outbox: 'M21 3L3 10.5l7.5 3L21 3zM21 3l-7.5 18-3-7.5',
  privacy: 'M12 3l8 3v6c0 4.8-3.4 8-8 9-4.6-1-8-4.2-8-9V6zM9 12l2 2 4-4',
  availability: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 7v5l3 2',
  // Three ranked lines with arrows: an order to follow.
  channels: 'M4 6h10M4 12h10M4 18h10M18 4v16M15 17l3 3 3-3',
  // A van: the crew on its way.
  crews: 'M3 7h11v9H3zM14 10h4l3 3v3h-7M7 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4zM17 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4z',
  // A map pin: where we clean.
  areas: 'M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21zM12 12.5a3 3 0 1 0 0-6 3 3 0 0 0 0 6z',
  add: 'M12 5v14M5 12h14',
  products: 'M4 7l8-4 8 4v10l-8 4-8-4zM4 7l8 4 8-4M12 11v10',
  profile: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21c1-4 4-6 8-6s7 2 8 6',
  logout: 'M10 5H5v14h5M14 8l4 4-4 4M18 12H9',
};

/** A menu item's picture; decorative, the label names the item. */
export function MenuIcon({ name }: { name: MenuIconName }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        d={PATHS[name]}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
