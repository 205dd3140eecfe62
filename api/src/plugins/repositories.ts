import fp from 'fastify-plugin';
import { createAdminRepository, type AdminRepository } from '../repositories/admin-repository';
import { createAttentionRepository, type AttentionRepository } from '../repositories/attention-repository';
import { createCrewRepository, type CrewRepository } from '../repositories/crew-roster';
import {
  createAvailabilityRepository,
  rulesSource,
  type AvailabilityRepository,
} from '../repositories/availability-repository';
import { createAreaRepository, type AreaRepository } from '../repositories/area-repository';
import { createCrewDeviceRepository, type CrewDeviceRepository } from '../repositories/crew-device-repository';
import { createCrewJobRepository, type CrewJobRepository } from '../repositories/crew-job-repository';
import { createAuditRepository, type AuditRepository } from '../repositories/audit-repository';
import { createAppointmentRepository, type AppointmentRepository } from '../repositories/appointment-repository';
import { createCatalogueRepository, type CatalogueRepository } from '../repositories/catalogue-repository';
import { createContactRepository, type ContactRepository } from '../repositories/contact-repository';
import { createConversationRepository, type ConversationRepository } from '../repositories/conversation-repository';
import { createContactChoiceRepository, type ContactChoiceRepository } from '../repositories/contact-choice-repository';
import {
  createExpiredBookingsRepository,
  type ExpiredBookingsRepository,
} from '../repositories/expired-bookings-repository';
import { createCustomerRepository, type CustomerRepository } from '../repositories/customer-repository';
import { createInvitationRepository, type InvitationRepository } from '../repositories/invitation-repository';
import { createManageRepository, type ManageRepository } from '../repositories/manage-repository';
import { createPlanRepository, type PlanRepository } from '../repositories/plan-repository';
import { createPlanPriceRepository, type PlanPriceRepository } from '../repositories/plan-price-repository';
import { createOutboxRepository, type OutboxRepository } from '../repositories/outbox-repository';
import { createChannelRepository, type ChannelRepository } from '../repositories/channel-repository';
import { configuredChannels } from '../config';
import { createNotificationRepository, type NotificationRepository } from '../repositories/notification-repository';
import { createReportsRepository, type ReportsRepository } from '../repositories/reports-repository';
import { createScheduleRepository, type ScheduleRepository } from '../repositories/schedule-repository';
import { createSearchRepository, type SearchRepository } from '../repositories/search-repository';
import { createUnpaidHoldsRepository, type UnpaidHoldsRepository } from '../repositories/unpaid-holds-repository';
import { QUEUES } from '../jobs/job-queue';
import type { UnitOfWork } from '../db/transaction';

export interface Repositories {
  catalogue: CatalogueRepository;
  appointments: AppointmentRepository;
  admins: AdminRepository;
  invitations: InvitationRepository;
  contacts: ContactRepository;
  conversations: ConversationRepository;
  /** The customer's channel for messages, and the channels their STOP turned off. */
  contactChoices: ContactChoiceRepository;
  audit: AuditRepository;
  availability: AvailabilityRepository;
  attention: AttentionRepository;
  crews: CrewRepository;
  areas: AreaRepository;
  crewDevices: CrewDeviceRepository;
  crewJobs: CrewJobRepository;
  schedule: ScheduleRepository;
  reports: ReportsRepository;
  customers: CustomerRepository;
  search: SearchRepository;
  notifications: NotificationRepository;
  expiredBookings: ExpiredBookingsRepository;
  unpaidHolds: UnpaidHoldsRepository;
  outbox: OutboxRepository;
  channels: ChannelRepository;
  manage: ManageRepository;
  plans: PlanRepository;
  planPrices: PlanPriceRepository;
}

export type ServiceDeps = Repositories & UnitOfWork;

declare module 'fastify' {
  interface FastifyInstance {
    /** The repositories: a route calls one directly only for a read with no rule (docs/ARCHITECTURE.md, API layers). */
    repos: Repositories;
    /** Where services open their transactions and whom they tell once committed. */
    unitOfWork: UnitOfWork;
    /**
     * What routes hand to the services they call: the repositories and the unit of work. Routes never
     * call a repository through it themselves (a lint rule, docs/ARCHITECTURE.md).
     */
    deps: ServiceDeps;
  }
}

export default fp(
  async (app) => {
    const { database, changeFeed: feed } = app;
    const rules = rulesSource(app.config.availability);
    app.decorate('repos', {
      catalogue: createCatalogueRepository(database.db, app.config.plans.chargeHoursBefore),
      appointments: createAppointmentRepository(database.db, rules),
      admins: createAdminRepository(database.db),
      invitations: createInvitationRepository(database.db),
      contacts: createContactRepository(database.db),
      conversations: createConversationRepository(database.db),
      contactChoices: createContactChoiceRepository(database.db),
      audit: createAuditRepository(database.db),
      availability: createAvailabilityRepository(database.db, rules),
      attention: createAttentionRepository(database.db, rules),
      crews: createCrewRepository(database.db),
      areas: createAreaRepository(database.db),
      crewDevices: createCrewDeviceRepository(database.db),
      crewJobs: createCrewJobRepository(database.db),
      schedule: createScheduleRepository(database.db),
      reports: createReportsRepository(database.db),
      customers: createCustomerRepository(database.db),
      search: createSearchRepository(database.db),
      notifications: createNotificationRepository(database.db),
      expiredBookings: createExpiredBookingsRepository(),
      manage: createManageRepository(database.db, rules),
      plans: createPlanRepository(database.db, app.config.plans.authKey),
      planPrices: createPlanPriceRepository(),
      unpaidHolds: createUnpaidHoldsRepository(),
      // A message's delivery job is written in the message's transaction (one job per message).
      outbox: createOutboxRepository(
        database.db,
        async (tx, messageId) => {
          await app.jobs.sendInTransaction(tx, QUEUES.deliverMessage.name, { messageId }, { singletonKey: messageId });
        },
        configuredChannels(app.config.messaging),
      ),
      channels: createChannelRepository(database.db),
    });
    const unitOfWork: UnitOfWork = { db: database.db, changes: feed };
    app.decorate('unitOfWork', unitOfWork);
    app.decorate('deps', { ...app.repos, ...unitOfWork });
  },
  { name: 'repositories', dependencies: ['database', 'read-cache'] },
);
