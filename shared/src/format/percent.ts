/** Rounds half away from zero, so -2.5 and 2.5 round alike in magnitude. */
function roundHalfAway(n: number, decimals: number): number {
  const factor = 10 ** decimals;
  return (Math.sign(n) * Math.round(Math.abs(n) * factor + Number.EPSILON)) / factor;
}

export type FormatPercentOptions = {
  /** Places after the point; the spec shows whole numbers, so 0 by default. */
  decimals?: number;
  /** The value is a fraction (0.125 = 12.5%) rather than a number of percent. */
  fraction?: boolean;
};

/** 12.4 -> '12%'. Blank and non-finite values show as ''. */
export function formatPercent(value: number | null | undefined, options: FormatPercentOptions = {}): string {
  if (value == null || !Number.isFinite(value)) return '';
  const { decimals = 0, fraction = false } = options;
  const rounded = roundHalfAway(fraction ? value * 100 : value, decimals);
  return `${(rounded === 0 ? 0 : rounded).toFixed(decimals)}%`;
}
