/** Dollars as the builder shows them; the figure itself is the server's, already exact to the cent. */
export const money = (dollars: number) =>
  dollars.toLocaleString('en-US', { style: 'currency', currency: 'USD' });
