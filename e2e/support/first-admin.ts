/**
 * The tag of a page-sweep test that needs the first admin to exist (the admin login page opens on
 * Sign Up until then): only these wait for the `admin-setup` project, so the rest of the sweeps start
 * with the run (playwright.config.ts).
 */
export const FIRST_ADMIN_TAG = '@first-admin';
