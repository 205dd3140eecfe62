import { apiCall } from '@clean/shared/plain-call';
import type { AreaLeadPayload, MessageResponse } from '@clean/shared/schemas';

/**
 * POST /api/user/area-leads: 'Tell me when you do' for an area not served (docs/PRODUCT.md, "Areas and
 * landmarks"), validated by the lead form with the shared `areaLeadRequest` schema.
 */
export const sendAreaLead = (body: AreaLeadPayload): Promise<MessageResponse> =>
  apiCall<MessageResponse>('/api/user/area-leads', body);
