/** Every text of the business export's section on the dashboard (docs/PRODUCT.md, "Your business data"). */
export const businessExportTexts = {
  title: 'Your business data',
  lead:
    'One ZIP file with a spreadsheet (CSV) of every booking, payment, refund, customer, plan, service, price, ' +
    'crew and area, all read at the same moment, and a manifest describing each file. Keep it for your ' +
    'accountant, your records or a move to another provider.',
  erased:
    'Customers who had their data erased appear without their personal details; passwords and card details are never included.',
  download: 'Download business export',
  preparing: 'Preparing the export…',
  preparingStatus: 'Preparing the export. This can take a minute with many bookings.',
  downloaded: (name: string) => `Downloaded ${name}`,
  failed: 'The business export failed. Please try again.',
} as const;
