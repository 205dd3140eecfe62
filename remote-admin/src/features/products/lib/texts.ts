import { pageTitle } from '../../../lib/route-titles';

/**
 * Every text of the product screens in one place. The quoted ones are the product's words
 * (docs/PRODUCT.md#admin-console; tests look for them); the rest are ours.
 */
export const productTexts = {
  titles: { list: pageTitle('products'), add: pageTitle('add-product'), edit: pageTitle('edit-product') },
  list: {
    loading: 'Loading the products',
    errorTitle: 'We could not load the products',
    errorText: 'Check your connection, then try again.',
    emptyTitle: 'No products yet',
    emptyText: 'Add a product and it shows on the pricing page and in the booking form at once.',
    addProduct: 'Add Product',
    price: 'Price',
    edit: 'Edit',
    delete: 'Delete',
    noServices: 'No services yet. Edit the product to add one.',
    frequencies: 'Frequency options',
    noFrequencies: 'No frequency options',
    /** Under the amount: how long a job takes. */
    duration: (length: string) => `Job length: ${length}`,
  },
  deleteDialog: {
    title: 'Delete this product?',
    text: (name: string) =>
      `${name} and all its services and frequency options will be removed from the pricing page and the booking form. This cannot be undone.`,
    confirm: 'Delete',
    busy: 'Deleting…',
    cancel: 'Cancel',
  },
  form: {
    detailsTitle: 'Product details',
    servicesTitle: 'Services',
    productName: 'Product name',
    price: 'Price (NGN)',
    service: (serviceNumber: number) => `Service ${serviceNumber}`,
    serviceName: 'Service name',
    description: 'Description',
    amount: 'Amount (NGN)',
    /** How long one job of the service takes (docs/PRODUCT.md, Services take time). */
    duration: 'Job length',
    durationHint: 'How long one visit takes a crew',
    frequencies: 'Frequency options',
    frequenciesHintCreate: 'Optional. A row left empty is skipped.',
    frequency: (frequencyNumber: number, serviceNumber: number) =>
      `Frequency ${frequencyNumber} of service ${serviceNumber}`,
    /** Said after 'Remove' to screen readers: which row goes. */
    whichFrequency: (frequencyNumber: number, serviceNumber: number) =>
      ` frequency ${frequencyNumber} of service ${serviceNumber}`,
    /** Said after 'Add frequency' to screen readers: to which service. */
    toService: (serviceNumber: number) => ` to service ${serviceNumber}`,
    frequencyName: 'Frequency name',
    frequencyAmount: 'Frequency amount (NGN)',
    /** How often a frequency repeats: a recurring one makes a plan of visits (docs/PRODUCT.md, Recurring plans). */
    frequencyInterval: 'Repeats',
    /** The Repeats choice that asks for any number of days. */
    customInterval: 'Custom…',
    customDays: 'Days between visits',
    customDaysHint: (maxDays: number) => `A whole number from 1 to ${maxDays}`,
    noServices: 'No services yet.',
    noFrequencies: 'No frequency options yet.',
    addService: 'Add service',
    removeService: 'Remove service',
    addFrequency: 'Add frequency',
    remove: 'Remove',
    moveUp: 'Move up',
    /** What the price and length grow with (docs/PRODUCT.md, "A price that fits the home"). */
    sizes: {
      title: 'Home size',
      hint: 'Optional. Each unit above the included number adds its price and minutes to a booking.',
      none: 'One price whatever the home.',
      row: (rowNumber: number, serviceNumber: number) => `Home size ${rowNumber} of service ${serviceNumber}`,
      which: (rowNumber: number, serviceNumber: number) => ` home size ${rowNumber} of service ${serviceNumber}`,
      add: 'Add home size',
      fields: {
        name: "Name, such as 'Bedrooms'",
        min: 'Lowest',
        max: 'Highest',
        included: 'Included in the price',
        unitAmount: 'Per extra unit (NGN)',
        unitMinutes: 'Minutes per extra unit',
      },
    },
    extras: {
      title: 'Extras',
      hint: "Optional. 'Inside the oven', 'We bring water': each adds its price and minutes.",
      none: 'No extras.',
      row: (rowNumber: number, serviceNumber: number) => `Extra ${rowNumber} of service ${serviceNumber}`,
      which: (rowNumber: number, serviceNumber: number) => ` extra ${rowNumber} of service ${serviceNumber}`,
      add: 'Add extra',
      fields: {
        name: 'Name',
        amount: 'Price (NGN)',
        minutes: 'Minutes',
        maxQuantity: 'Most per booking',
      },
    },
    checklist: {
      title: 'Checklist',
      hint: "Optional. What the crew ticks when the job is done: 'Kitchen surfaces wiped', 'Floors mopped'.",
      none: 'No checklist.',
      item: 'Item',
      row: (rowNumber: number, serviceNumber: number) => `Checklist item ${rowNumber} of service ${serviceNumber}`,
      which: (rowNumber: number, serviceNumber: number) => ` checklist item ${rowNumber} of service ${serviceNumber}`,
      add: 'Add item',
      full: (limit: number) => `At most ${limit} checklist items.`,
    },
    submit: { create: 'Add Product', edit: 'Save Product' },
    submitting: { create: 'Adding…', edit: 'Saving…' },
    cancel: 'Cancel',
  },
  edit: { loading: 'Loading the product', backToList: 'Back to products' },
  /** The product's words for a failure (docs/PRODUCT.md#admin-console). */
  failures: {
    addPanel: 'Failed to add new product. Try again later',
    fetchToast: 'Failed to fetch product',
    saveToast: 'Failed to save product',
    savePanel: 'Failed to save product. Try again later',
  },
} as const;
