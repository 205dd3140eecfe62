import { formatNaira, paths } from '@clean/shared';
import { toDisplayDate } from '@clean/shared/dates';
import { Bone, Skeleton } from '@clean/shared/ui';
import { Link } from 'react-router-dom';
import { Detail, DetailList } from '../../../components/detail-list/detail-list';
import { Section } from '../../../components/record-section/record-section';
import { RecordLoadProblem } from '../../../components/record-load-problem/record-load-problem';
import { useAdminGetCustomerQuery } from '../api/get-customer';
import { customersTexts } from '../lib/texts';
import { CustomerBookings } from './customer-bookings';
import styles from './customers.module.css';
import { formatCount } from '../../../lib/format-count';
import { PhoneLink } from '../../../components/phone-link/phone-link';

const texts = customersTexts.details;
const fields = texts.fields;

const BackLink = () => (
  <Link to={paths.admin.customers} className={styles.back}>
    <span aria-hidden="true">← </span>
    {texts.back}
  </Link>
);

/**
 * One customer: how to reach them, their figures and their bookings. An unknown id (their bookings
 * deleted, or a wrong link) shows 'not found' with the way back to the list.
 */
export function CustomerDetails({ customerId }: { customerId: string }) {
  const { currentData, error, isFetching, refetch } = useAdminGetCustomerQuery(customerId, {
    refetchOnMountOrArgChange: true,
  });

  let content;
  if (error) {
    content = (
      <RecordLoadProblem
        error={error}
        texts={texts}
        backTo={paths.admin.customers}
        retrying={isFetching}
        onRetry={() => void refetch()}
      />
    );
  } else if (!currentData) {
    content = (
      <Skeleton label={texts.loading}>
        <Bone width="16rem" height="2rem" />
        <Bone shape="card" height="10rem" />
        <Bone shape="card" height="14rem" />
      </Skeleton>
    );
  } else {
    const { customer, appointments } = currentData;
    // The address is not a customer's field: the latest booking's is where they were last cleaned for.
    const address = appointments[0]?.userData.address;
    content = (
      <>
        <BackLink />
        <p className={styles.cardTitle}>{customer.name}</p>
        <div className={styles.columns}>
          <Section title={texts.contactTitle}>
            <DetailList layout="grid" stackWhenWide>
              <Detail label={fields.email}>
                <a href={`mailto:${customer.email}`}>{customer.email}</a>
              </Detail>
              <Detail label={fields.phone}>
                <PhoneLink phone={customer.phone} />
              </Detail>
              {address && <Detail label={fields.address}>{address}</Detail>}
            </DetailList>
          </Section>
          <Section title={texts.figuresTitle}>
            <DetailList layout="grid">
              <Detail label={fields.bookings}>{formatCount(customer.bookings)}</Detail>
              <Detail label={fields.totalPaid}>{formatNaira(customer.totalPaid)}</Detail>
              <Detail label={fields.lastBooking}>{toDisplayDate(customer.lastBooking)}</Detail>
            </DetailList>
          </Section>
        </div>
        <Section title={texts.bookingsTitle}>
          <CustomerBookings appointments={appointments} name={customer.name} />
        </Section>
      </>
    );
  }
  return <div className={styles.body}>{content}</div>;
}
