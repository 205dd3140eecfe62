/**
 * A price that fits the home (docs/PRODUCT.md): a service's size parameters and extras, set in the
 * catalogue, price and time a booking on the server; the client's total must match, and the booking
 * keeps its lines.
 */
import {
  appointmentDetailsResponse,
  productMutationResponse,
  type Product,
  type UpdateProductRequest,
} from '@clean/shared/schemas';
import { appointments } from '../../src/db/schema';
import { eq } from 'drizzle-orm';
import { useTestApp } from '../helpers/build-app';
import { describeEachDatabase } from '../helpers/database';
import { book, booking, expectErrorEnvelope, login, products, registerAdmin, snapshot } from '../helpers/fixtures';

type ServiceInput = NonNullable<UpdateProductRequest['services']>[number];

const BEDROOMS = { name: 'Bedrooms', min: 1, max: 8, included: 2, unitAmount: 7500, unitMinutes: 45 };
const OVEN = { name: 'Inside the oven', amount: 4000, minutes: 30, maxQuantity: 1 };

describeEachDatabase('a price that fits the home', (kind) => {
  const t = useTestApp(kind);
  let token: string;
  let product: Product;

  /** The first product, its first service asking for bedrooms and offering the oven. */
  const sized = (parameters: ServiceInput['parameters'], extras: ServiceInput['extras']): UpdateProductRequest => ({
    ...product,
    services: product.services.map((service, index) => (index === 0 ? { ...service, parameters, extras } : service)),
  });
  const save = async (body: UpdateProductRequest) => {
    const response = await t.request({
      method: 'PATCH',
      url: `/api/admin/update-product/${product._id}`,
      token,
      payload: body,
    });
    return response;
  };

  beforeAll(async () => {
    await registerAdmin(t);
    token = await login(t);
    [product] = (await products(t)) as [Product];
    const response = await save(sized([BEDROOMS], [OVEN]));
    expect(response.statusCode).toBe(200);
    [product] = (await products(t)) as [Product];
  });

  /** What the booking names (the first service's first frequency), and the ids of its bedrooms and oven. */
  const choice = () => {
    const service = product.services[0]!;
    const frequency = service.frequency[0]!;
    return {
      picked: { product: product._id, service: service._id, frequency: frequency._id, amount: frequency.amount },
      bedrooms: service.parameters![0]!._id,
      oven: service.extras![0]!._id,
      service,
      frequency,
    };
  };

  it('keeps the parameters and extras with ids a booking names them by; bad values are refused', async () => {
    const service = product.services[0]!;
    expect(service.parameters).toEqual([{ ...BEDROOMS, _id: expect.any(String) }]);
    expect(service.extras).toEqual([{ ...OVEN, _id: expect.any(String) }]);
    // Saved again as the console sends it back: the same ids.
    const again = await save(sized(service.parameters!, service.extras!));
    expect(again.statusCode).toBe(200);
    const [stored] = (await products(t)) as [Product];
    expect(stored.services[0]!.parameters).toEqual(service.parameters);

    const before = await snapshot(t.database.handle);
    const refused = await save(
      sized([{ ...BEDROOMS, min: 3, included: 2 }], [{ ...OVEN, maxQuantity: 0, minutes: 241 }]),
    );
    expectErrorEnvelope(refused, 400);
    expect(refused.json().errors).toEqual(
      expect.arrayContaining([
        { field: 'services.0.parameters.0.included', message: 'Included must be between the lowest and the highest' },
        { field: 'services.0.extras.0.maxQuantity', message: 'The most must be at least 1' },
        { field: 'services.0.extras.0.minutes', message: 'At most 4 hours' },
      ]),
    );
    expect(await snapshot(t.database.handle)).toEqual(before);
  });

  it('prices and times a booking by its size and extras, keeps its lines, and refuses a total that differs', async () => {
    const { picked, bedrooms, oven, service, frequency } = choice();
    const size = { parameters: [{ _id: bedrooms, count: 4 }], extras: [{ _id: oven, quantity: 1 }] };
    const base = frequency.amount;
    const total = base + 2 * 7500 + 4000;

    // The price of the smallest home is refused for a bigger one, and nothing is booked.
    const wrong = await t.request({
      method: 'POST',
      url: '/api/user/book-appointment',
      payload: booking(picked, { size, amount: base, email: 'size.wrong@example.ng' }),
    });
    expectErrorEnvelope(wrong, 409);
    expect(wrong.json().message).toBe(
      'The price of this service has changed. Please review the new amount and book again.',
    );

    const outOfBounds = await t.request({
      method: 'POST',
      url: '/api/user/book-appointment',
      payload: booking(picked, {
        size: { parameters: [{ _id: bedrooms, count: 9 }], extras: [] },
        email: 'size.big@example.ng',
      }),
    });
    expectErrorEnvelope(outOfBounds, 400);
    expect(outOfBounds.json().errors).toEqual([{ field: 'size', message: 'Bedrooms: choose from 1 to 8.' }]);

    const made = await book(t, picked, { size, amount: total, email: 'size.right@example.ng' });
    expect(made.amount).toBe(total);
    const [row] = await t.database.handle.db
      .select({ minutes: appointments.durationMinutes, lines: appointments.priceLines })
      .from(appointments)
      .where(eq(appointments.id, made.appointmentId));
    // The service's length, 2 × 45 minutes for the bedrooms above two, 30 for the oven, in half hours.
    const minutes = Math.ceil((service.durationMinutes + 90 + 30) / 30) * 30;
    expect(row).toEqual({
      minutes,
      lines: [
        { kind: 'base', label: `${service.name}, ${frequency.name}`, amount: base, minutes: service.durationMinutes },
        { kind: 'parameter', label: '4 bedrooms', amount: 15000, minutes: 90 },
        { kind: 'extra', label: 'Inside the oven', amount: 4000, minutes: 30 },
      ],
    });
    // The answer says how the price is made up, and so does the receipt.
    expect(made.priceLines).toEqual(row!.lines);
    const receipt = await t.request({
      method: 'GET',
      url: `/api/user/bookings/${made.reference}?contact=${encodeURIComponent('size.right@example.ng')}`,
    });
    expect(receipt.json().booking.priceLines).toEqual(row!.lines);
    // The console's page shows them.
    const details = await t.request({ method: 'GET', url: `/api/admin/appointments/${made.appointmentId}`, token });
    const { appointment } = appointmentDetailsResponse.parse(details.json());
    expect(appointment.priceLines).toEqual(row!.lines);
    expect(appointment.durationMinutes).toBe(minutes);

    // A client that sends no size books the smallest home, at the service's own price.
    const plain = await book(t, picked, { amount: base, email: 'size.none@example.ng', time: '1:00 PM' });
    expect(plain.amount).toBe(base);
  });

  it('keeps a product saved without sizes as it was: one price, one length', async () => {
    const response = await save(sized([], []));
    expect(productMutationResponse.parse(response.json()).success).toBe(true);
    const [stored] = (await products(t)) as [Product];
    expect(stored.services[0]!.parameters).toEqual([]);
    expect(stored.services[0]!.extras).toEqual([]);
  });
});
