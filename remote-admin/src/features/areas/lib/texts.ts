import { formatNaira } from '@clean/shared';
import { pageTitle } from '../../../lib/route-titles';
import { formatCount } from '../../../lib/format-count';

/** Every text of the areas page (docs/PRODUCT.md, "Areas and landmarks"). */
export const areasTexts = {
  title: pageTitle('areas'),
  intro: 'The areas a customer picks on the booking form: whether we clean there and what a visit there costs more.',
  city: 'City',
  list: {
    title: (city: string) => `Areas of ${city}`,
    caption: (city: string) => `Areas of ${city}, by name`,
    loading: 'Loading the areas',
    errorTitle: 'We could not load the areas',
    empty: (city: string) => `No areas of ${city} yet. Add the first one below.`,
  },
  columns: {
    name: 'Area',
    served: 'We clean there',
    surcharge: 'Surcharge',
    leads: 'People waiting',
    crews: 'Crews limited to it',
    actions: 'Actions',
  },
  yes: 'Yes',
  no: 'No',
  surchargeLabel: (amount: number) => (amount > 0 ? formatNaira(amount) : 'None'),
  showLeads: (count: number, name: string) => `${formatCount(count)}: show the people waiting for ${name}`,
  edit: 'Edit',
  remove: 'Remove',
  which: (name: string) => ` ${name}`,
  form: {
    addTitle: 'Add an area',
    editTitle: (name: string) => `Edit ${name}`,
    name: 'Name',
    nameHint: "An LGA or a neighbourhood: 'Ajah', 'Gwarinpa'.",
    served: 'We clean there',
    servedHint: 'Not ticked: the booking form says we do not clean there yet and takes a lead instead.',
    surcharge: 'Surcharge (NGN)',
    surchargeHint: 'Added to each visit there; 0 for none.',
    add: 'Add area',
    adding: 'Adding…',
    save: 'Save changes',
    saving: 'Saving…',
    cancel: 'Cancel',
  },
  removal: {
    title: 'Remove this area?',
    text: (name: string, city: string) =>
      `${name} leaves the booking form of ${city}, with the people waiting for it. Crews limited to it no longer list it.`,
    confirm: 'Remove',
    confirming: 'Removing…',
    keep: 'Keep it',
  },
  leads: {
    title: 'People waiting',
    intro: 'Who asked us to tell them when we clean in their area, and when they agreed to be contacted.',
    filter: 'Area',
    all: 'Every area',
    caption: (city: string) => `People waiting for an area of ${city}, newest first`,
    loading: 'Loading the people waiting',
    errorTitle: 'We could not load the people waiting',
    empty: (where: string) => `Nobody is waiting for ${where} yet.`,
    everyAreaOf: (city: string) => `an area of ${city}`,
    shown: (shown: number, total: number) => `The newest ${formatCount(shown)} of ${formatCount(total)}.`,
    columns: {
      name: 'Name',
      contact: 'E-mail or phone',
      area: 'Area',
      consent: 'Agreed to be contacted',
      date: 'Date',
    },
  },
} as const;
