import { appointmentFilters } from '@clean/shared/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminSecurity, errorResponses, refuseHead } from '../../../http/route-options';
import { appointmentsCsv, CSV_COLUMNS, exportFileName } from '../../../services/appointments-csv';
import { FILTERS_DESCRIPTION } from './appointments';
import { appointmentsToExport } from '../../../services/appointments';
import { recordExport } from '../../../services/admin-accounts';
import { sessionOf } from '../../../plugins/auth';

/** The appointments list as a CSV file (docs/PRODUCT.md, Admin console), for admins. */
const appointmentsExport: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  refuseHead(app, '/appointments/export.csv');
  app.get(
    '/appointments/export.csv',
    {
      exposeHeadRoute: false,
      schema: {
        tags: ['appointments'],
        summary: 'Every appointment the filters select, in their order, as a CSV file',
        description:
          'The same filters and order as GET /appointments, without paging: ' +
          FILTERS_DESCRIPTION +
          ` A download (Content-Disposition attachment, appointments-<today in Lagos>.csv), UTF-8 with a byte order mark: a header row (${CSV_COLUMNS.join(', ')}), then one row per ` +
          'appointment, every field in double quotes. Amounts are plain numbers (15000, 12500.5). Text ' +
          'starting with = + - or @ gets a leading apostrophe so spreadsheets do not run it as a formula ' +
          '(phone numbers such as +2348031234567 are left as they are). The admin token goes in the ' +
          'adminToken header, never in the URL. Recorded in the audit trail with the filters.',
        security: adminSecurity,
        querystring: appointmentFilters,
        produces: ['text/csv'],
        response: { 200: z.string().describe('The CSV file (text/csv)'), ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => {
      const now = app.now();
      const batches = await appointmentsToExport(app.deps, request.query, now, app.config.csvExportBatchSize);
      await recordExport(app.deps, sessionOf(request).admin, request.query, now);
      return (
        reply
          .type('text/csv; charset=utf-8')
          .header('Content-Disposition', `attachment; filename="${exportFileName(now)}"`)
          .header('Cache-Control', 'no-store')
          // A stream is sent as it is (Fastify serializes only objects); the 200 schema documents the text.
          .send(appointmentsCsv(batches, now) as unknown as string)
      );
    },
  );
};

export default appointmentsExport;
