import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../../http/http-errors';
import { adminSecurity, errorResponses, refuseHead } from '../../../http/route-options';
import { sessionOf } from '../../../plugins/auth';
import { recordBusinessExport } from '../../../services/admin-accounts';
import {
  BUSINESS_EXPORT_FILES,
  businessExportDownload,
  businessExportFileName,
  ExportSchemaError,
} from '../../../services/business-export';

/** Every table of business data as one ZIP (docs/PRODUCT.md, "Your business data"), for admins. */
const businessExport: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  refuseHead(app, '/business-export');
  app.get(
    '/business-export',
    {
      exposeHeadRoute: false,
      schema: {
        tags: ['appointments'],
        summary: 'Every table of business data, read at one moment, as a ZIP of CSV files',
        description:
          'A download (Content-Disposition attachment, business-export-<today in Lagos>.zip) holding ' +
          `${BUSINESS_EXPORT_FILES.join(', ')} and manifest.json (each file's description, ` +
          'columns and row count, the moment, the schema migration). Every file is read in one read-only ' +
          'REPEATABLE READ transaction, so a booking made meanwhile is in every file or in none. Money ' +
          'columns end in _ngn and hold the stored decimal; customers erased on their request appear without ' +
          'any personal data; no secret (password or session hashes, codes, card authorizations) is ' +
          'exported. UTF-8 CSV with a byte order mark, every field quoted. The admin token goes in the ' +
          'adminToken header. Recorded in the audit trail.',
        security: adminSecurity,
        produces: ['application/zip'],
        response: { 200: z.string().describe('The ZIP file (application/zip)'), ...errorResponses(401, 503) },
      },
    },
    async (request, reply) => {
      const now = app.now();
      const fileName = businessExportFileName(now);
      await recordBusinessExport(app.deps, sessionOf(request).admin, fileName, now);
      let download;
      try {
        download = await businessExportDownload(app.database, { now, batchSize: app.config.csvExportBatchSize });
      } catch (error) {
        if (error instanceof ExportSchemaError) throw new HttpError(503, error.message);
        throw error;
      }
      reply
        .type('application/zip')
        .header('Content-Disposition', `attachment; filename="${fileName}"`)
        .header('Cache-Control', 'no-store');
      if (download.size !== undefined) reply.header('Content-Length', download.size);
      // A stream is sent as it is (Fastify serializes only objects); the 200 schema documents the file.
      return reply.send(download.stream as unknown as string);
    },
  );
};

export default businessExport;
