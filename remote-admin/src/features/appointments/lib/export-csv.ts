import { downloadFile, fileNameFrom } from '../../../lib/download-file';

export const EXPORT_PATH = '/api/admin/appointments/export.csv';
export const DEFAULT_EXPORT_NAME = 'appointments.csv';

/** The file name a Content-Disposition header gives, else the default. */
export const fileNameOf = (disposition: string | null): string => fileNameFrom(disposition, DEFAULT_EXPORT_NAME);

/** GET the CSV of the filtered list as a download (`downloadFile`). Resolves to the file name. */
export const downloadAppointmentsCsv = (
  apiBaseUrl: string,
  params: Readonly<Record<string, string | undefined>>,
): Promise<string> => downloadFile(apiBaseUrl, EXPORT_PATH, params, DEFAULT_EXPORT_NAME);
