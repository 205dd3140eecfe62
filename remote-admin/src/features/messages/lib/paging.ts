/** Messages per page of the inbox. */
export const MESSAGES_PAGE_SIZE = 20;
