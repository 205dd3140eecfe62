import { ONE_OFF_INTERVAL } from '@clean/shared/plans';
import { randomUUID } from 'node:crypto';
import type { ServiceExtra, SizeParameter } from '@clean/shared/format';
import type { AddProductPayload, Product, UpdateProductPayload } from '@clean/shared/schemas';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { frequencies, products, services } from '../db/schema';
import type { Transaction } from '../db/transaction';

type ProductRow = typeof products.$inferSelect & {
  services: (typeof services.$inferSelect & { frequencies: (typeof frequencies.$inferSelect)[] })[];
};

const withServices = {
  services: {
    orderBy: [asc(services.position)],
    with: { frequencies: { orderBy: [asc(frequencies.position)] } },
  },
};

/**
 * A product as the API answers it; a recurring frequency says when each later visit is charged
 * (`chargeHoursBefore`, PLAN_CHARGE_HOURS_BEFORE), so the booking form states the plan's terms.
 */
function toProduct(row: ProductRow, chargeHoursBefore: number): Product {
  return {
    _id: row.id,
    name: row.name,
    price: row.price,
    services: row.services.map((service) => ({
      _id: service.id,
      name: service.name,
      description: service.description,
      amount: service.amount,
      durationMinutes: service.durationMinutes,
      parameters: service.sizeParameters,
      extras: service.extras,
      checklist: service.checklist,
      frequency: service.frequencies.map((frequency) => ({
        _id: frequency.id,
        name: frequency.name,
        amount: frequency.amount,
        intervalDays: frequency.intervalDays,
        ...(frequency.intervalDays > 0 ? { chargeHoursBefore } : {}),
      })),
    })),
  };
}

/** What a booking chose, looked up in the catalogue; a missing part is undefined. */
export interface CatalogueSelection {
  product?: { id: string; name: string };
  service?: {
    id: string;
    name: string;
    frequencyCount: number;
    amount: number;
    durationMinutes: number;
    parameters: SizeParameter[];
    extras: ServiceExtra[];
  };
  frequency?: { id: string; name: string; amount: number; intervalDays: number };
}

type Tx = Transaction;

/** A product's id and name (before the change, for an update or a delete: its audit record names it). */
export interface ProductName {
  id: string;
  name: string;
}

/**
 * Inserts the services and frequencies of a product. Ids sent by the client are kept when `keep`
 * allows them (they already belonged to this product) and are not repeated; others get new ids.
 */
async function insertServices(
  tx: Tx,
  productId: string,
  input: AddProductPayload['services'],
  keep: { services: Set<string>; frequencies: Set<string> },
): Promise<void> {
  const used = new Set<string>();
  const pick = (id: string | undefined, allowed: Set<string>): string => {
    const chosen = id && allowed.has(id) && !used.has(id) ? id : randomUUID();
    used.add(chosen);
    return chosen;
  };
  // A parameter's or an extra's id is what a booking names it by: kept when sent, unique in its service.
  const ownIds = <T extends { _id?: string | undefined }>(items: T[]): (Omit<T, '_id'> & { _id: string })[] => {
    const seen = new Set<string>();
    return items.map(({ _id, ...rest }) => {
      const kept = _id && !seen.has(_id) ? _id : randomUUID();
      seen.add(kept);
      return { ...rest, _id: kept };
    });
  };
  const serviceRows: (typeof services.$inferInsert)[] = [];
  const frequencyRows: (typeof frequencies.$inferInsert)[] = [];
  input.forEach((service, position) => {
    const serviceId = pick(service._id, keep.services);
    serviceRows.push({
      id: serviceId,
      productId,
      position,
      name: service.name,
      description: service.description,
      amount: service.amount,
      durationMinutes: service.durationMinutes,
      sizeParameters: ownIds(service.parameters),
      extras: ownIds(service.extras),
      checklist: service.checklist,
    });
    service.frequency.forEach((frequency, index) => {
      frequencyRows.push({
        id: pick(frequency._id, keep.frequencies),
        serviceId,
        position: index,
        name: frequency.name,
        amount: frequency.amount,
        intervalDays: frequency.intervalDays ?? ONE_OFF_INTERVAL,
      });
    });
  });
  if (serviceRows.length > 0) await tx.insert(services).values(serviceRows);
  if (frequencyRows.length > 0) await tx.insert(frequencies).values(frequencyRows);
}

/**
 * Products with their services and frequencies. Reads run on the database; every write takes the
 * transaction of the service that owns the change, which tells the change feed once it committed.
 */
export function createCatalogueRepository(db: Database, planChargeHoursBefore: number) {
  async function get(id: string): Promise<Product | null> {
    const row = await db.query.products.findFirst({ where: eq(products.id, id), with: withServices });
    return row ? toProduct(row, planChargeHoursBefore) : null;
  }

  return {
    async list(): Promise<Product[]> {
      const rows = await db.query.products.findMany({
        orderBy: [asc(products.createdAt), asc(products.name), asc(products.id)],
        with: withServices,
      });
      return rows.map((row) => toProduct(row, planChargeHoursBefore));
    },

    get,

    /** Inserts a product with its services; its id and name. */
    async create(tx: Transaction, input: AddProductPayload, createdAt?: Date): Promise<ProductName> {
      const id = randomUUID();
      await tx.insert(products).values({ id, name: input.name, price: input.price, createdAt });
      await insertServices(tx, id, input.services, { services: new Set(), frequencies: new Set() });
      return { id, name: input.name };
    },

    /** Replaces a product and all its services; what it was, or undefined when it does not exist. */
    async replace(tx: Transaction, id: string, input: UpdateProductPayload): Promise<ProductName | undefined> {
      const [current] = await tx
        .select({ id: products.id, name: products.name })
        .from(products)
        .where(eq(products.id, id))
        .for('update');
      if (!current) return undefined;
      const existing = await tx.query.services.findMany({
        where: eq(services.productId, id),
        columns: { id: true },
        with: { frequencies: { columns: { id: true } } },
      });
      const keep = {
        services: new Set(existing.map((service) => service.id)),
        frequencies: new Set(existing.flatMap((service) => service.frequencies.map((frequency) => frequency.id))),
      };
      await tx.update(products).set({ name: input.name, price: input.price }).where(eq(products.id, id));
      await tx.delete(services).where(eq(services.productId, id));
      await insertServices(tx, id, input.services, keep);
      return current;
    },

    /** Deletes a product; what it was, or undefined when there is none. */
    async remove(tx: Transaction, id: string): Promise<ProductName | undefined> {
      const [removed] = await tx
        .delete(products)
        .where(eq(products.id, id))
        .returning({ id: products.id, name: products.name });
      return removed;
    },

    /**
     * The product, service (of that product) and frequency (of that service) a booking names: one flat
     * query (every booking makes it), not the product's whole tree.
     */
    async findSelection(productId: string, serviceId: string, frequencyId: string): Promise<CatalogueSelection> {
      const [row] = await db
        .select({
          productId: products.id,
          productName: products.name,
          serviceId: services.id,
          serviceName: services.name,
          serviceAmount: services.amount,
          durationMinutes: services.durationMinutes,
          sizeParameters: services.sizeParameters,
          extras: services.extras,
          frequencyCount: sql<number>`(SELECT count(*)::int FROM ${frequencies} AS all_frequencies WHERE all_frequencies.service_id = ${services.id})`,
          frequencyId: frequencies.id,
          frequencyName: frequencies.name,
          frequencyAmount: frequencies.amount,
          intervalDays: frequencies.intervalDays,
        })
        .from(products)
        .leftJoin(services, and(eq(services.productId, products.id), eq(services.id, serviceId)))
        .leftJoin(frequencies, and(eq(frequencies.serviceId, services.id), eq(frequencies.id, frequencyId)))
        .where(eq(products.id, productId));
      if (!row) return {};
      const { serviceName, frequencyName, frequencyAmount } = row;
      return {
        product: { id: row.productId, name: row.productName },
        service:
          row.serviceId === null || serviceName === null || row.durationMinutes === null || row.serviceAmount === null
            ? undefined
            : {
                id: row.serviceId,
                name: serviceName,
                frequencyCount: Number(row.frequencyCount),
                amount: row.serviceAmount,
                durationMinutes: row.durationMinutes,
                parameters: row.sizeParameters ?? [],
                extras: row.extras ?? [],
              },
        frequency:
          row.frequencyId === null || frequencyName === null || frequencyAmount === null
            ? undefined
            : {
                id: row.frequencyId,
                name: frequencyName,
                amount: frequencyAmount,
                intervalDays: row.intervalDays ?? 0,
              },
      };
    },
  };
}

export type CatalogueRepository = ReturnType<typeof createCatalogueRepository>;
