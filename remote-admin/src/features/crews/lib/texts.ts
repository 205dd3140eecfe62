import { WEEKDAY_NAMES } from '@clean/shared/lagos-time';
import type { CrewDeviceState } from '@clean/shared/schemas';
import { pageTitle } from '../../../lib/route-titles';

/** Every text of the crews pages (docs/PRODUCT.md, "Crews by name"). */
export const crewsTexts = {
  titles: { list: pageTitle('crews'), add: pageTitle('add-crew'), edit: pageTitle('crew') },
  list: {
    intro: 'Who goes where: each crew works from one location, on its days and hours, and takes one job at a time.',
    add: 'Add crew',
    loading: 'Loading the crews',
    errorTitle: 'We could not load the crews',
    empty: 'No crews here yet.',
    active: 'Active',
    inactive: 'Inactive',
    edit: (name: string) => `Edit ${name}`,
    members: (count: number) => (count === 0 ? 'No members named' : `${count} member${count === 1 ? '' : 's'}`),
    everyArea: 'Every area',
  },
  form: {
    name: 'Name',
    nameHint: "What the office calls it: 'Lekki crew', 'Lagos crew 4'.",
    location: 'Location',
    chooseLocation: 'Choose a location',
    days: 'Working days',
    dayStarts: 'Starts at',
    dayEnds: 'Stops at',
    hoursHint: 'Lagos time, on the hour or half hour.',
    areas: 'Areas',
    areasHint: 'None ticked: the crew goes to every area of its city.',
    areasNoLocation: 'Choose a location to list its areas.',
    areasLoading: (location: string) => `Loading the areas of ${location}`,
    areasError: (location: string) => `We could not load the areas of ${location}`,
    areasNone: (location: string) => `No areas of ${location} are listed yet.`,
    members: 'Members',
    noMembers: 'No members named yet.',
    member: (n: number) => `Member ${n}`,
    memberName: 'Name',
    memberPhone: 'Phone',
    memberEmail: 'E-mail',
    memberEmailHint: 'Optional: their sign-in link goes there too.',
    addMember: 'Add member',
    removeMember: 'Remove',
    whichMember: (n: number) => ` member ${n}`,
    create: 'Add crew',
    creating: 'Adding…',
    save: 'Save changes',
    saving: 'Saving…',
  },
  status: {
    title: 'Status',
    active: 'Active: takes bookings at its location.',
    inactive: 'Inactive: takes no bookings. Bookings that named it keep its name.',
    deactivate: 'Deactivate',
    activate: 'Activate',
    confirmTitle: 'Deactivate this crew?',
    confirmText: (name: string, location: string) =>
      `${name} stops taking bookings. Its jobs from today go to other crews of ${location} free at their times; if a paid job has none free, nothing changes and the jobs are listed.`,
    confirm: 'Deactivate',
    confirming: 'Deactivating…',
    keep: 'Keep it',
  },
  timeOff: {
    title: 'Time off',
    intro: 'Dates this crew does not work: the calendar offers none of its time then.',
    none: 'No time off ahead.',
    listLabel: 'Time off ahead',
    range: (first: string, last: string) => (first === last ? first : `${first} to ${last}`),
    remove: 'Take back',
    which: (range: string) => ` time off ${range}`,
    firstDate: 'First day',
    lastDate: 'Last day',
    chooseFirst: 'Choose the first day',
    chooseLast: 'Choose the last day',
    note: 'Note',
    noteHint: "Optional: 'Training', 'Leave'.",
    add: 'Add time off',
    adding: 'Adding…',
    formLabel: 'Add time off',
    jobsLabel: 'Jobs of this crew on those dates',
    sendFor: (reference: string) => `Send another crew to ${reference}`,
  },
  /** docs/PRODUCT.md, "The crew's day": links to sign a member's phone in, and the phones signed in. */
  signIn: {
    title: 'Sign-in links',
    intro:
      "A link signs one phone in to the crew's jobs for 14 days; it goes by SMS, and by e-mail when the member has one.",
    noMembers: 'Name a member and save to send them a link.',
    listLabel: 'Members to send a link to',
    send: 'Send sign-in link',
    sending: 'Sending…',
    toMember: (name: string) => ` to ${name}`,
    linkTitle: (name: string) => `Sign-in link for ${name}`,
    linkLabel: 'Sign-in link',
    byHand: 'No SMS provider or e-mail reached this member: pass this link on yourself. It works once, for 24 hours.',
    copy: 'Copy link',
    copied: 'Link copied.',
    copyFailed: 'We could not copy the link: select it and copy it yourself.',
    close: 'Close',
  },
  devices: {
    title: 'Devices',
    loading: 'Loading the devices',
    errorTitle: 'We could not load the devices',
    none: 'No sign-in links sent yet.',
    caption: "The crew's devices, newest link first",
    member: 'Member',
    state: 'State',
    linkSentAt: 'Link sent at',
    lastSeen: 'Last seen',
    expires: 'Expires',
    actions: 'Actions',
    states: { 'link-sent': 'Link sent', 'signed-in': 'Signed in', ended: 'Ended' } satisfies Record<
      CrewDeviceState,
      string
    >,
    never: '—',
    signOut: 'Sign out',
    ofDevice: (member: string) => ` ${member}'s device`,
    confirmTitle: 'Sign this device out?',
    confirmText: (member: string) =>
      `${member}'s phone is signed out at once and shows this crew's jobs no more. A new sign-in link signs it in again.`,
    confirming: 'Signing out…',
    keep: 'Keep it',
  },
  back: 'Back to Crews',
  loading: 'Loading the crew',
  errorTitle: 'We could not load this crew',
  notFoundTitle: 'Crew not found',
  notFoundText: 'The link may be wrong.',
  weekdays: WEEKDAY_NAMES,
} as const;

const SHORT = WEEKDAY_NAMES.map((name) => name.slice(0, 3));

/** Working days in a few words: runs of days as 'Mon–Fri', others by name ('Mon–Wed, Sat'). */
export function daysSummary(days: readonly number[]): string {
  const sorted = [...new Set(days)].sort((a, b) => a - b);
  const runs: number[][] = [];
  for (const day of sorted) {
    const run = runs.at(-1);
    if (run && run.at(-1) === day - 1) run.push(day);
    else runs.push([day]);
  }
  return runs
    .map((run) =>
      run.length > 2 ? `${SHORT[run[0]!]}–${SHORT[run.at(-1)!]}` : run.map((day) => SHORT[day]).join(', '),
    )
    .join(', ');
}
