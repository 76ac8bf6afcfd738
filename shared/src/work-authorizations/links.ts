/**
 * Where the customer page reads the authorization its link names (under the API base). The server
 * announces the same address with the page so the browser fetches it while the scripts download.
 */
export const customerWaPath = (link: string): string =>
  `/workAuthorization/getByEncryptedId/${encodeURIComponent(link)}`;

/**
 * The customer page a link opens (under the public address). With `admin` a signed-in office user
 * opens it to act as the sales rep.
 */
export const customerWaPage = (link: string, admin = false): string =>
  `/authorization?id=${encodeURIComponent(link)}${admin ? '&view=admin' : ''}`;

/**
 * The id of the element in which the server sends the customer page its first answer (the JSON of
 * `customerWaPath`), so the page draws without asking.
 */
export const EMBEDDED_ANSWER_ID = 'customer-answer';
