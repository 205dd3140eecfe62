import { LOCATIONS, type Location } from '@clean/shared/constants';
import { location as locationSchema } from '@clean/shared/schemas';
import { useSearchParams } from 'react-router-dom';

/** The city and the leads' area as the URL holds them (`?location=Lagos&area=…`): a link keeps the view. */
export function useAreaFilters() {
  const [params, setParams] = useSearchParams();
  const parsed = locationSchema.safeParse(params.get('location'));
  const location: Location = parsed.success ? parsed.data : LOCATIONS[0];
  const area = params.get('area') || undefined;
  const choose = (next: { location?: Location; area?: string }) => {
    const changed = new URLSearchParams(params);
    if (next.location) {
      changed.set('location', next.location);
      // Another city's areas: the leads' area filter is of the old one.
      changed.delete('area');
    }
    if (next.area !== undefined) {
      if (next.area) changed.set('area', next.area);
      else changed.delete('area');
    }
    setParams(changed);
  };
  return { location, area, choose };
}
