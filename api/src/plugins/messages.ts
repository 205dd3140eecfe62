import fp from 'fastify-plugin';
import { QUEUES } from '../jobs/job-queue';
import { deliverMessage } from '../messages/deliver-message';
import { smtpMailer } from '../messages/mailer';
import { loggingSmsSender, termiiSmsSender, type SmsSender } from '../messages/sms';
import { whatsAppSender, type WhatsAppSender } from '../messages/whatsapp';
import type { MessagingSettings } from '../config';
import type { MessageChannel } from '@clean/shared/schemas';
import { queueFallback } from '../services/message-fallback';
import { queueDailyDigest } from '../services/booking-digest';
import { queueDueReminders } from '../services/reminders';
import type { OutboxRow } from '../repositories/outbox-repository';

/** The admins' digest: 06:00 in Lagos (05:00 UTC), the bookings paid the day before. */
export const DIGEST_CRON = '0 5 * * *';

/**
 * Messages sent at a time by one API process. A delivery mostly waits on the mail server, so one at a
 * time let a burst (a paid booking alerts every admin; a morning's digests) queue up behind it, and a
 * customer's message waited its turn for minutes; the mail server takes several connections at once.
 */
export const DELIVERY_WORKERS = 4;

/** The data of a 'deliver-message' job. */
export interface DeliveryJob {
  messageId: string;
}

/** Termii's sender when SMS is configured, else one that only logs. */
function smsSender(
  messaging: MessagingSettings,
  configured: readonly MessageChannel[],
  log: (entry: object, message: string) => void,
): SmsSender {
  const { termii } = messaging;
  return configured.includes('sms') && termii.apiKey
    ? termiiSmsSender({ baseUrl: termii.apiUrl, apiKey: termii.apiKey, senderId: termii.senderId })
    : loggingSmsSender(log);
}

/** The Cloud API's sender when WhatsApp is configured. */
function whatsAppSenderOf(messaging: MessagingSettings, configured: readonly MessageChannel[]): WhatsAppSender | null {
  const { whatsapp } = messaging;
  if (!configured.includes('whatsapp') || !whatsapp.phoneNumberId || !whatsapp.accessToken) return null;
  return whatsAppSender({
    apiUrl: whatsapp.apiUrl,
    apiVersion: whatsapp.apiVersion,
    phoneNumberId: whatsapp.phoneNumberId,
    accessToken: whatsapp.accessToken,
  });
}

/**
 * Works the 'deliver-message' queue (each job sends one outbox message on its channel: SMTP_URL, WhatsApp,
 * Termii); every 15 minutes queues the reminders that came due, and each morning the admins' digests.
 */
export default fp(
  async (app) => {
    const { mail } = app.config;
    const mailer = smtpMailer(mail.smtpUrl, mail.from);
    const { configuredChannels } = app.repos.outbox;
    const sms = smsSender(app.config.messaging, configuredChannels, (entry, message) => app.log.info(entry, message));
    const deps = {
      outbox: app.repos.outbox,
      mailer,
      sms,
      whatsapp: whatsAppSenderOf(app.config.messaging, configuredChannels),
      onFailed: async (message: OutboxRow) => {
        await queueFallback(app.deps, message);
      },
      siteUrl: mail.siteUrl,
      manageLinkSecret: app.config.manageLinkSecret,
      now: () => app.now(),
    };
    app.jobs.work<DeliveryJob>(
      QUEUES.deliverMessage.name,
      (job) => deliverMessage(deps, job.data.messageId, job),
      DELIVERY_WORKERS,
    );
    const reminders = {
      ...app.unitOfWork,
      outbox: app.repos.outbox,
      hoursBefore: mail.reminderHoursBefore,
    };
    app.jobs.schedule(QUEUES.queueReminders.name, '*/15 * * * *');
    app.jobs.work(QUEUES.queueReminders.name, async () => {
      const queued = await queueDueReminders(reminders, app.now());
      if (queued > 0) app.log.info({ queued }, `reminders queued: ${queued}`);
    });
    app.jobs.schedule(QUEUES.bookingDigest.name, DIGEST_CRON);
    app.jobs.work(QUEUES.bookingDigest.name, async () => {
      const queued = await queueDailyDigest({ db: app.unitOfWork.db, outbox: app.repos.outbox }, app.now());
      if (queued > 0) app.log.info({ queued }, `booking digests queued: ${queued}`);
    });
    app.addHook('onClose', async () => mailer.close());
  },
  { name: 'messages', dependencies: ['repositories', 'jobs'] },
);
