import fp from 'fastify-plugin';
import { createAdminRepository, type AdminRepository } from '../repositories/admin-repository';
import { createAppointmentRepository, type AppointmentRepository } from '../repositories/appointment-repository';
import { createCatalogueRepository, type CatalogueRepository } from '../repositories/catalogue-repository';
import { createContactRepository, type ContactRepository } from '../repositories/contact-repository';
import { createReadCache, type ReadCache } from '../lib/read-cache';

export interface Repositories {
  catalogue: CatalogueRepository;
  appointments: AppointmentRepository;
  admins: AdminRepository;
  contacts: ContactRepository;
}

/** Ready-to-send answers of the hot reads; on only when this process owns the database (PGlite). */
export interface ReadCaches {
  /** Products and single products: dropped on add, update and delete of a product. */
  catalogue: ReadCache;
  /** Availability per Lagos hour and location: dropped when a booking takes or frees a crew. */
  availability: ReadCache;
}

declare module 'fastify' {
  interface FastifyInstance {
    repos: Repositories;
    caches: ReadCaches;
  }
}

export default fp(
  async (app) => {
    const { db } = app.database;
    app.decorate('repos', {
      catalogue: createCatalogueRepository(db),
      appointments: createAppointmentRepository(db),
      admins: createAdminRepository(db),
      contacts: createContactRepository(db),
    });
    // PGlite: this process owns the database, so it sees every write and can keep answers.
    const owned = app.config.readCache && app.database.kind === 'pglite';
    app.decorate('caches', { catalogue: createReadCache(owned), availability: createReadCache(owned) });
  },
  { name: 'repositories', dependencies: ['database'] },
);
