import { useNavigate } from 'react-router-dom';
import { buttonClassName } from '@clean/shared/ui';
import { ArrowLeftIcon } from '../icons/icons';

/** True when the router has an earlier entry of this site to go back to. */
function canGoBack(): boolean {
  const state: unknown = window.history.state;
  return !!state && typeof state === 'object' && 'idx' in state && typeof state.idx === 'number' && state.idx > 0;
}

/** 'Go Back' of the placeholder pages: the previous page, or `fallback` on a first visit. */
export function GoBackButton({ label, fallback }: { label: string; fallback: string }) {
  const navigate = useNavigate();
  return (
    <button
      type="button"
      className={buttonClassName({ size: 'large' })}
      onClick={() => (canGoBack() ? navigate(-1) : navigate(fallback))}
    >
      <ArrowLeftIcon />
      {label}
    </button>
  );
}
