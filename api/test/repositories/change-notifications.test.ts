/**
 * The repositories, not the routes, tell the read caches about writes: each write method reports what
 * it changed once committed, and a write that changed nothing reports nothing.
 */
import { prepareDatabase } from '../../src/db/migrate';
import type { ChangeNotifier, ChangeTopic } from '../../src/lib/change-feed';
import { createAppointmentRepository, type NewAppointment } from '../../src/repositories/appointment-repository';
import { rulesSource } from '../../src/repositories/availability-repository';
import { createCatalogueRepository } from '../../src/repositories/catalogue-repository';
import { SETUP_TIMEOUT_MS, testConfig } from '../helpers/build-app';
import { createTestDatabase, describeEachDatabase, type TestDatabase } from '../helpers/database';

const NOW = new Date('2030-01-07T08:30:00Z');
const LATER = new Date('2030-01-07T10:30:00Z');
/** No rules are stored here (prepared without them): the environment's stand in, one crew a slot. */
const ONE_CREW = rulesSource(testConfig({ CREWS_PER_SLOT: '1' }).availability);

const PRODUCT = {
  name: 'Laundry',
  price: 4500,
  services: [
    {
      name: 'Wash & Fold',
      description: 'Washed, dried and folded.',
      amount: 4500,
      frequency: [{ name: 'One-off', amount: 4500 }],
    },
  ],
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

function appointment(time: string): NewAppointment {
  return {
    location: 'Lagos',
    firstName: 'Chidi',
    lastName: 'Eze',
    email: 'chidi@example.ng',
    phone: '08031234567',
    address: '12 Admiralty Way',
    notes: '',
    productId: 'p',
    serviceId: 's',
    frequencyId: 'f',
    productName: 'Home Cleaning',
    serviceName: 'Regular',
    frequencyName: 'One-off',
    amount: 15000,
    date: '2030-01-08',
    time,
    holdExpiresAt: new Date(NOW.getTime() + 15 * 60_000),
    idempotencyKey: null,
    requestHash: null,
  };
}

describeEachDatabase('repositories report their writes to the read caches', (kind) => {
  let database: TestDatabase | undefined;
  const changes = recorder();
  const repos = () => {
    if (!database) throw new Error('Made in beforeAll');
    return {
      catalogue: createCatalogueRepository(database.handle.db, changes.notifier),
      appointments: createAppointmentRepository(database.handle.db, changes.notifier, ONE_CREW),
    };
  };

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    // PGlite's copy is migrated already; a fresh PostgreSQL database is migrated here.
    await prepareDatabase(database.handle, { seed: false });
  }, SETUP_TIMEOUT_MS);
  afterAll(async () => database?.dispose(), SETUP_TIMEOUT_MS);

  it('catalogue: create, replace and remove report the catalogue; misses and reads report nothing', async () => {
    const { catalogue } = repos();
    const created = await catalogue.create(PRODUCT);
    expect(changes.take()).toEqual(['catalogue']);
    await catalogue.replace(created._id, { ...PRODUCT, name: 'Laundry & Ironing' });
    expect(changes.take()).toEqual(['catalogue']);
    expect(await catalogue.replace('no-such-product', PRODUCT)).toBeNull();
    await catalogue.list();
    await catalogue.get(created._id);
    expect(changes.take()).toEqual([]);
    expect(await catalogue.remove(created._id)).toBe(true);
    expect(changes.take()).toEqual(['catalogue']);
    expect(await catalogue.remove(created._id)).toBe(false);
    expect(changes.take()).toEqual([]);
  });

  it('appointments: booking, payment, hold extension, cancel, complete and delete report the availability', async () => {
    const { appointments } = repos();
    const booked = await appointments.createInSlot(appointment('10:00 AM'), NOW);
    if (booked.kind !== 'created') throw new Error(`Expected a booking, got ${booked.kind}`);
    expect(changes.take()).toEqual(['availability']);
    expect((await appointments.createInSlot(appointment('10:00 AM'), NOW)).kind).toBe('full');
    expect(changes.take()).toEqual([]);

    const other = await appointments.createInSlot(appointment('11:00 AM'), NOW);
    if (other.kind !== 'created') throw new Error(`Expected a booking, got ${other.kind}`);
    changes.take();
    expect((await appointments.extendHold(other.row.id, NOW, LATER)).outcome).toBe('extended');
    expect(changes.take()).toEqual(['availability']);

    expect((await appointments.markPaid(booked.row.id, NOW)).outcome).toBe('paid');
    expect(changes.take()).toEqual(['availability']);
    expect((await appointments.markPaid(booked.row.id, NOW)).outcome).toBe('already-paid');
    expect(changes.take()).toEqual([]);

    expect(await appointments.changeStatus(booked.row.id, 'complete')).toBe('changed');
    expect(changes.take()).toEqual(['availability']);
    expect(await appointments.changeStatus(other.row.id, 'cancel')).toBe('changed');
    expect(changes.take()).toEqual(['availability']);
    expect(await appointments.changeStatus(other.row.id, 'cancel')).toBe('already-cancelled');
    expect(changes.take()).toEqual([]);

    expect(await appointments.remove(booked.row.id, NOW)).toBe(true);
    expect(changes.take()).toEqual(['availability']);
    expect(await appointments.remove(booked.row.id, NOW)).toBe(false);
    await appointments.page(0, 20);
    await appointments.stats();
    expect(changes.take()).toEqual([]);
  });
});
