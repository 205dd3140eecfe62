import {
  crewRequest,
  crewTimeOffRequest,
  type Crew,
  type CrewRequest,
  type CrewTimeOffRequest,
} from '@clean/shared/schemas';
import { z } from 'zod';
import { checkWith } from '../../../lib/check-with';
import { crewsTexts } from './texts';

/** The form as typed: checkboxes give the checked days as text. */
export interface CrewFormValues {
  name: string;
  location: string;
  /** Each member's e-mail is '' when none is given (the request leaves it out). */
  members: { name: string; phone: string; email: string }[];
  workingDays: string[];
  dayStarts: string;
  dayEnds: string;
  /** The ids of the ticked areas of its location; none: every area. */
  areas: string[];
}

/** A new crew: Monday to Saturday, 6:00 AM to 6:00 PM, as the default rules open (the last start 5:00 PM). */
export const emptyCrew = (): CrewFormValues => ({
  name: '',
  location: '',
  members: [],
  workingDays: ['1', '2', '3', '4', '5', '6'],
  dayStarts: '06:00',
  dayEnds: '18:00',
  areas: [],
});

export const toCrewFormValues = (crew: Crew): CrewFormValues => ({
  name: crew.name,
  location: crew.location,
  members: crew.members.map(({ name, phone, email }) => ({ name, phone, email: email ?? '' })),
  workingDays: crew.workingDays.map(String),
  dayStarts: crew.dayStarts,
  dayEnds: crew.dayEnds,
  areas: [...(crew.areas ?? [])],
});

/** The form's values made into the request, then checked by the shared request schema (the one source of the rules). */
export const crewFormSchema = z
  .object({
    name: z.string(),
    location: z.string(),
    members: z.array(z.object({ name: z.string(), phone: z.string(), email: z.string() })),
    workingDays: z.array(z.string()),
    dayStarts: z.string(),
    dayEnds: z.string(),
    areas: z.array(z.string()),
  })
  .transform((values, context): CrewRequest =>
    checkWith(
      crewRequest,
      {
        ...values,
        // A blank e-mail is no e-mail: sent as absent, as the API stores a member without one.
        members: values.members.map(({ email, ...member }) => (email.trim() ? { ...member, email } : member)),
        workingDays: values.workingDays.map(Number).sort((a, b) => a - b),
      },
      context,
    ),
  );

/** The time-off form as typed. */
export interface TimeOffFormValues {
  firstDate: string;
  lastDate: string;
  note: string;
}

export const emptyTimeOff: TimeOffFormValues = { firstDate: '', lastDate: '', note: '' };

/** Both days chosen, then the shared request schema's rules (the last day not before the first). */
export const timeOffFormSchema = z
  .object({
    firstDate: z.string().min(1, crewsTexts.timeOff.chooseFirst),
    lastDate: z.string().min(1, crewsTexts.timeOff.chooseLast),
    note: z.string(),
  })
  .transform((values, context): CrewTimeOffRequest => checkWith(crewTimeOffRequest, values, context));
