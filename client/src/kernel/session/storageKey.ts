/**
 * Where the console keeps the signed-in session (localStorage when remembered, else per tab). Its
 * own module so the customer pages' admin view can read the token without the session store.
 */
export const SESSION_STORAGE_KEY = 'canopy.session';
