import { areaNotServedMessage, type Area, type BookingPayload, type BookingRequest } from '@clean/shared/schemas';
import type { Resolver } from 'react-hook-form';
import type { BookingContext } from './booking-resolver';
import { areaOf } from './catalogue';
import { bookingTexts } from './texts';

type BookingResolver = Resolver<BookingRequest, BookingContext, BookingPayload>;

/**
 * What the Area field must say, or undefined when it is fine (docs/PRODUCT.md, "Areas and landmarks"):
 * a city with areas needs one of them, and one not served cannot be booked. A city without areas, or
 * whose areas could not be read, asks for none (the server then books without an area or surcharge).
 */
export function areaProblem(areas: readonly Area[] | undefined, id: string | undefined): string | undefined {
  if (!areas?.length) return undefined;
  const area = areaOf(areas, id);
  if (!area) return bookingTexts.area.required;
  return area.served ? undefined : areaNotServedMessage(area.name);
}

/**
 * The shared schema's resolver plus the Area field's rule, which needs the city's areas (the form's
 * `context`): the booking schema cannot know them, so 'Please choose your area' is the form's to say.
 */
export function withAreaRule(resolve: BookingResolver): BookingResolver {
  return async (values, context, options) => {
    const result = await resolve(values, context, options);
    const message = areaProblem(context?.current.areas, values.area);
    if (!message) return result;
    return { values: {}, errors: { ...result.errors, area: { type: 'validate', message } } };
  };
}
