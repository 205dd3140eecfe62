import { customerPath, formatNaira } from '@clean/shared';
import { toDisplayDate } from '@clean/shared/dates';
import type { Customer } from '@clean/shared/schemas';
import { Link } from 'react-router-dom';
import { cellStyles, DataTable, type Column } from '../../../components/data-table/data-table';
import { PhoneLink } from '../../../components/phone-link/phone-link';
import { formatCount } from '../../../lib/format-count';
import { customersTexts } from '../lib/texts';
import { CustomerCard } from './customer-card';

const columns = customersTexts.columns;

const COLUMNS: Column<Customer>[] = [
  {
    header: columns.name,
    rowHeader: true,
    cell: (customer) => <Link to={customerPath(customer._id)}>{customer.name}</Link>,
  },
  { header: columns.email, cell: (customer) => <a href={`mailto:${customer.email}`}>{customer.email}</a> },
  { header: columns.phone, className: cellStyles.numeric, cell: (customer) => <PhoneLink phone={customer.phone} /> },
  { header: columns.bookings, className: cellStyles.numeric, cell: (customer) => formatCount(customer.bookings) },
  { header: columns.totalPaid, className: cellStyles.numeric, cell: (customer) => formatNaira(customer.totalPaid) },
  {
    header: columns.lastBooking,
    className: cellStyles.numeric,
    cell: (customer) => toDisplayDate(customer.lastBooking),
  },
];

/** The customers of a page: a table on a wide screen, each name linking to the customer's page; cards on a phone. */
export function CustomersTable({ customers, caption }: { customers: Customer[]; caption: string }) {
  return (
    <DataTable
      caption={caption}
      columns={COLUMNS}
      rows={customers}
      rowKey={(customer) => customer._id}
      card={(customer) => <CustomerCard customer={customer} />}
    />
  );
}
