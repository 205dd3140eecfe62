import type { SocialLink } from '@clean/shared';

// Simplified brand glyphs (24x24), drawn for the site; aria-hidden because the link carries the name.
const GLYPHS: Record<SocialLink['label'], string> = {
  Facebook: 'M14 8h3V4h-3c-2.8 0-4.5 1.8-4.5 4.6V11H7v4h2.5v9h4v-9H16l.6-4h-3.1V8.8c0-.5.3-.8.5-.8z',
  X: 'M4 4h4.6l4 5.6L17.3 4H20l-6.1 7.2L20.5 20h-4.6l-4.3-6-5 6H4l6.4-7.6z',
  Instagram:
    'M8 3h8a5 5 0 015 5v8a5 5 0 01-5 5H8a5 5 0 01-5-5V8a5 5 0 015-5zm0 2a3 3 0 00-3 3v8a3 3 0 003 3h8a3 3 0 003-3V8a3 3 0 00-3-3zm4 3.5a3.5 3.5 0 110 7 3.5 3.5 0 010-7zm0 2a1.5 1.5 0 100 3 1.5 1.5 0 000-3zM17 6a1 1 0 110 2 1 1 0 010-2z',
  LinkedIn:
    'M4 9h3.6v11H4zm1.8-5.5a2 2 0 110 4 2 2 0 010-4zM10 9h3.4v1.6c.5-.9 1.7-1.9 3.6-1.9 3.8 0 4.5 2.4 4.5 5.6V20h-3.6v-5c0-1.3 0-2.9-1.8-2.9s-2.1 1.4-2.1 2.8V20H10z',
  TikTok: 'M14 3h3c.2 1.9 1.4 3.3 3.5 3.5v3.1c-1.3 0-2.5-.4-3.5-1v6.6A5.8 5.8 0 1111.2 9.4v3.2a2.7 2.7 0 102.8 2.7z',
};

export function SocialIcon({ label }: { label: SocialLink['label'] }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d={GLYPHS[label]} fill="currentColor" />
    </svg>
  );
}
