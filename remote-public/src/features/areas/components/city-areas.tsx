import { bookingPathFor, type Location } from '@clean/shared';
import { Link } from 'react-router-dom';
import { MapPinIcon } from '../../../components/icons/map-pin-icon';
import { cityPage } from '../../../content/cities';
import { useCityAreas } from '../hooks/use-city-areas';
import { cityAreaLists, servedAreaLabel } from '../lib/city-area-lists';
import styles from './city-areas.module.css';
import { CityAreasSkeleton } from './city-areas-skeleton';

/**
 * A city's areas from the API (docs/PRODUCT.md, "Areas and landmarks"): the ones served, with their
 * surcharge, then the ones not served yet with the way to the booking form, where a visitor picks the
 * area and asks to be told when we come. On a prerendered page, the areas it was rendered with (busy)
 * until the API answers; otherwise their outline while they load. When the read fails, the note that
 * sends visitors to the phone.
 */
export function CityAreas({ location }: { location: Location }) {
  const state = useCityAreas(location);
  const note = <p className={styles.note}>{cityPage.areasNote}</p>;
  if (state.status === 'failed') return note;
  if (state.status === 'loading') {
    return (
      <>
        <CityAreasSkeleton />
        {note}
      </>
    );
  }

  const { served, notServed } = cityAreaLists(state.areas);
  return (
    <div aria-busy={state.provisional || undefined}>
      {served.length > 0 && (
        <ul className={styles.areas}>
          {served.map((area) => (
            <li key={area._id} className={styles.area}>
              <MapPinIcon className={styles.icon} />
              {servedAreaLabel(area)}
            </li>
          ))}
        </ul>
      )}
      {notServed.length > 0 && (
        <p className={styles.notYet}>
          {cityPage.notYetLabel}: {notServed.map((area) => area.name).join(', ')}.{' '}
          <Link to={bookingPathFor(location)}>{cityPage.notYetLinkLabel}</Link>
        </p>
      )}
      {note}
    </div>
  );
}
