/**
 * Where the customer page reads the authorization its link names (under the API base). The server
 * announces the same address with the page so the browser fetches it while the scripts download.
 */
export const customerWaPath = (link: string): string =>
  `/workAuthorization/getByEncryptedId/${encodeURIComponent(link)}`;
