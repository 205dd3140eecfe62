import fp from 'fastify-plugin';
import { createAdminRepository, type AdminRepository } from '../repositories/admin-repository';
import { createAppointmentRepository, type AppointmentRepository } from '../repositories/appointment-repository';
import { createCatalogueRepository, type CatalogueRepository } from '../repositories/catalogue-repository';
import { createContactRepository, type ContactRepository } from '../repositories/contact-repository';

export interface Repositories {
  catalogue: CatalogueRepository;
  appointments: AppointmentRepository;
  admins: AdminRepository;
  contacts: ContactRepository;
}

declare module 'fastify' {
  interface FastifyInstance {
    repos: Repositories;
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
  },
  { name: 'repositories', dependencies: ['database'] },
);
