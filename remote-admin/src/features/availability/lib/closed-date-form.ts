import { addClosedDateRequest } from '@clean/shared/schemas';
import { z } from 'zod';
import { checkWith } from '../../../lib/check-with';
import { availabilityTexts } from './texts';

/** The add form as typed: the location select's '' is 'All locations'. */
export interface ClosedDateFormValues {
  date: string;
  location: string;
  label: string;
}

export const emptyClosedDate = (): ClosedDateFormValues => ({ date: '', location: '', label: '' });

/** The form's values made into the request and checked by the shared request schema. */
export const closedDateFormSchema = z
  .object({
    date: z.string().min(1, availabilityTexts.closedDates.dateRequired),
    location: z.string(),
    label: z.string(),
  })
  .transform((values, context) =>
    checkWith(addClosedDateRequest, { ...values, location: values.location === '' ? null : values.location }, context),
  );
