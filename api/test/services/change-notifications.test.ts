import { PRIVACY_NOTICE } from '@clean/shared/privacy';
/**
 * The services, which own the transactions, tell the read caches about writes: each write reports what
 * it changed once committed, and a write that changed nothing reports nothing.
 */
import type { BookingPayload } from '@clean/shared/schemas';
import { prepareDatabase } from '../../src/services/prepare-database';
import type { ChangeNotifier, ChangeTopic } from '../../src/cache/change-feed';
import { recordVerifiedPayment } from '../../src/services/settle-payment';
import type { PaymentVerifier } from '../../src/payments/verify-payment';
import { createUnpaidHoldsRepository } from '../../src/repositories/unpaid-holds-repository';
import { createAppointmentRepository } from '../../src/repositories/appointment-repository';
import { createAttentionRepository } from '../../src/repositories/attention-repository';
import { createPlanPriceRepository } from '../../src/repositories/plan-price-repository';
import { createPlanRepository } from '../../src/repositories/plan-repository';
import { DEV_PAYMENT_AUTH_KEY } from '../../src/config';
import { createOutboxRepository } from '../../src/repositories/outbox-repository';
import { createAuditRepository } from '../../src/repositories/audit-repository';
import { rulesSource } from '../../src/repositories/availability-repository';
import { createCatalogueRepository } from '../../src/repositories/catalogue-repository';
import { createAreaRepository } from '../../src/repositories/area-repository';
import {
  addProduct,
  changeAppointmentStatus,
  deleteAppointment,
  deleteProduct,
  updateProduct,
  type AdminChangeDeps,
} from '../../src/services/admin-changes';
import { bookAppointment } from '../../src/services/booking';
import { reportTransferPending } from '../../src/services/transfer-pending';
import { ONE_HOUR_JOBS } from '../helpers/pglite-template';
import { SETUP_TIMEOUT_MS, testConfig } from '../helpers/build-app';
import { createTestDatabase, describeEachDatabase, type TestDatabase } from '../helpers/database';

const NOW = new Date('2030-01-07T08:30:00Z');
const CONFIG = testConfig({ CREWS_PER_SLOT: '1' });
/** The client address every booking of this file comes from. */
const CLIENT = '127.0.0.1';
/** The environment's rules, stored at preparation as the API's start stores them: one crew a slot. */
const ONE_CREW = rulesSource(CONFIG.availability);
const ADMIN = { id: 'admin-1', name: 'Ada Admin', email: 'ada@example.ng' };

const PRODUCT = {
  name: 'Laundry',
  price: 4500,
  services: [
    {
      name: 'Wash & Fold',
      description: 'Washed, dried and folded.',
      amount: 4500,
      // One-hour jobs: the one crew takes 10:00 and 11:00 AM alike.
      durationMinutes: ONE_HOUR_JOBS,
      frequency: [{ name: 'One-off', amount: 4500 }],
      parameters: [],
      extras: [],
      checklist: [],
    },
  ],
};

/** A bank transfer on its way, as the provider reports one. */
const TRANSFER_PENDING: PaymentVerifier = {
  verify: async () => ({ status: 'failed', reason: 'The transfer has not arrived yet.', providerStatus: 'pending' }),
};

function recorder() {
  const topics: ChangeTopic[] = [];
  const notifier: ChangeNotifier = {
    async changed(topic) {
      topics.push(topic);
    },
  };
  return {
    notifier,
    /** The topics reported since the last call. */
    take(): ChangeTopic[] {
      return topics.splice(0);
    },
  };
}

describeEachDatabase('services report their writes to the read caches', (kind) => {
  let database: TestDatabase | undefined;
  const changes = recorder();
  const deps = () => {
    if (!database) throw new Error('Made in beforeAll');
    const { db } = database.handle;
    return {
      db,
      changes: changes.notifier,
      catalogue: createCatalogueRepository(db, 24),
      appointments: createAppointmentRepository(db, ONE_CREW),
      attention: createAttentionRepository(db, ONE_CREW),
      audit: createAuditRepository(db),
      // No job queue here: the messages are written, their delivery is not scheduled.
      outbox: createOutboxRepository(db, async () => undefined),
      now: () => NOW,
      planPrices: createPlanPriceRepository(),
      plans: createPlanRepository(db, DEV_PAYMENT_AUTH_KEY),
    } satisfies AdminChangeDeps;
  };
  const book = async (time: string) => {
    const all = deps();
    const product = await addProduct(all, PRODUCT, ADMIN);
    changes.take();
    const service = product.services[0];
    const frequency = service?.frequency[0];
    if (!service || !frequency) throw new Error('The product has a service and a frequency');
    const input: BookingPayload = {
      location: 'Lagos',
      privacyNoticeVersion: PRIVACY_NOTICE.version,
      firstName: 'Chidi',
      lastName: 'Eze',
      email: 'chidi@example.ng',
      phone: '08031234567',
      address: '12 Admiralty Way',
      notes: '',
      date: '2030-01-08',
      time,
      product: product._id,
      service: service._id,
      frequency: frequency._id,
      amount: frequency.amount,
    };
    const availability = { current: () => ONE_CREW.read(all.db, '2030-01-07') };
    const { outbox } = all;
    const booking = {
      ...all,
      now: NOW,
      holds: CONFIG.holds,
      availability,
      unpaidHolds: createUnpaidHoldsRepository(),
      areas: createAreaRepository(all.db),
      outbox,
      plans: createPlanRepository(all.db, DEV_PAYMENT_AUTH_KEY),
      horizonVisits: CONFIG.plans.horizonVisits,
    };
    return { input, booking };
  };

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    // PGlite's copy is migrated already; a fresh PostgreSQL database is migrated here.
    await prepareDatabase(database.handle, { seed: false, availability: CONFIG.availability });
  }, SETUP_TIMEOUT_MS);
  afterAll(async () => database?.dispose(), SETUP_TIMEOUT_MS);

  it('catalogue: create, replace and remove report the catalogue; misses and reads report nothing', async () => {
    const all = deps();
    const created = await addProduct(all, PRODUCT, ADMIN);
    expect(changes.take()).toEqual(['catalogue']);
    await updateProduct(all, created._id, { ...PRODUCT, name: 'Laundry & Ironing' }, ADMIN);
    expect(changes.take()).toEqual(['catalogue']);
    expect(await updateProduct(all, 'no-such-product', PRODUCT, ADMIN)).toBeNull();
    await all.catalogue.list();
    await all.catalogue.get(created._id);
    expect(changes.take()).toEqual([]);
    expect(await deleteProduct(all, created._id, ADMIN)).toBe(true);
    expect(changes.take()).toEqual(['catalogue']);
    expect(await deleteProduct(all, created._id, ADMIN)).toBe(false);
    expect(changes.take()).toEqual([]);
  });

  it('appointments: booking, payment, hold extension, cancel, complete and delete report the availability', async () => {
    const all = deps();
    const ten = await book('10:00 AM');
    const booked = await bookAppointment(ten.booking, ten.input, CLIENT);
    expect(changes.take()).toEqual(['availability']);
    await expect(bookAppointment(ten.booking, ten.input, CLIENT)).rejects.toMatchObject({ statusCode: 409 });
    expect(changes.take()).toEqual([]);

    const eleven = await book('11:00 AM');
    const other = await bookAppointment(eleven.booking, eleven.input, CLIENT);
    changes.take();
    const transfer = { ...eleven.booking, verifier: TRANSFER_PENDING };
    const reported = { appointmentId: other.appointment.id, reference: other.appointment.reference };
    expect((await reportTransferPending(transfer, reported)).status).toBe('awaiting-payment');
    expect(changes.take()).toEqual(['availability']);

    expect((await recordVerifiedPayment(transfer, booked.appointment.id)).status).toBe('paid');
    expect(changes.take()).toEqual(['availability']);
    expect((await recordVerifiedPayment(transfer, booked.appointment.id)).status).toBe('paid');
    expect(changes.take()).toEqual([]);

    expect(await changeAppointmentStatus(all, booked.appointment.id, 'complete', ADMIN)).toBe('changed');
    expect(changes.take()).toEqual(['availability']);
    expect(await changeAppointmentStatus(all, other.appointment.id, 'cancel', ADMIN)).toBe('changed');
    expect(changes.take()).toEqual(['availability']);
    expect(await changeAppointmentStatus(all, other.appointment.id, 'cancel', ADMIN)).toBe('already-cancelled');
    expect(changes.take()).toEqual([]);

    expect(await deleteAppointment(all, booked.appointment.id, ADMIN)).toBe(true);
    expect(changes.take()).toEqual(['availability']);
    expect(await deleteAppointment(all, booked.appointment.id, ADMIN)).toBe(false);
    await all.appointments.page(0, 20);
    await all.appointments.stats();
    expect(changes.take()).toEqual([]);
  });
});
