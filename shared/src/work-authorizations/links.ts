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
