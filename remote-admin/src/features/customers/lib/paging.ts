/** Rows per page of the customers list (the appointments page shows as many). */
export const CUSTOMERS_PAGE_SIZE = 20;
