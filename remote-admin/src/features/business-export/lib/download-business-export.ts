import { downloadFile } from '../../../lib/download-file';

export const BUSINESS_EXPORT_PATH = '/api/admin/business-export';
export const DEFAULT_BUSINESS_EXPORT_NAME = 'business-export.zip';

/** GET the business export's ZIP as a download (`downloadFile`). Resolves to the file name. */
export const downloadBusinessExport = (apiBaseUrl: string): Promise<string> =>
  downloadFile(apiBaseUrl, BUSINESS_EXPORT_PATH, {}, DEFAULT_BUSINESS_EXPORT_NAME);
