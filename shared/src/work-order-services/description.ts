import { Type, type Static } from 'typebox';
import { formatCurrency } from '../format/currency';
import { fromScaled } from '../prices/decimal';

/**
 * A piece of a rendered service description. The client shows each as text (an italic one in
 * <em>), so text a user typed into a template can never become markup.
 */
export const DescriptionPart = Type.Object({ Text: Type.String(), Italic: Type.Boolean() });
export type DescriptionPart = Static<typeof DescriptionPart>;

/** What the placeholders of a work order service's description read from. */
export interface DescriptionValues {
  /** The service's group name ('Arbor Care'). */
  Group: string | null;
  /** Price per pricing unit, in cents. */
  RateCents: number | null;
  PricingUom: string | null;
  ServiceUom: string | null;
  Items: {
    Name: string;
    ScientificName: string | null;
    SizeName: string | null;
    /** Where the item stands at the location ('Front Yard'). */
    LocationName: string | null;
    /** Hundredths. */
    ServiceUnits: number;
  }[];
}

/**
 * The placeholders (work-orders.md §9), written in braces in a description template and matched
 * in any case: {Group}, {Item}, {Location}, {Rate}, {Scientific}, {Size}, {Pricing UOM},
 * {Service UOM}, {Service Units}. The per-item ones list each distinct value once, joined by ', '.
 * Anything else in braces is left as written.
 */
export const DESCRIPTION_PLACEHOLDERS = [
  'Group',
  'Item',
  'Location',
  'Rate',
  'Scientific',
  'Size',
  'Pricing UOM',
  'Service UOM',
  'Service Units',
] as const;

const TOKEN = /\{\s*([A-Za-z]+(?:\s+[A-Za-z]+)*)\s*\}/g;
const key = (name: string) => name.toLowerCase().replace(/\s+/g, ' ');

const distinct = (values: (string | null)[]) => [
  ...new Set(values.map((v) => v?.trim() ?? '').filter((v) => v !== '')),
];

/** Hundredths as the shortest decimal: 1250 -> '12.5', 300 -> '3'. */
export const unitsText = (hundredths: number) => String(fromScaled(hundredths, 2));

function plain(values: DescriptionValues): Record<string, string> {
  const items = values.Items;
  return {
    group: values.Group ?? '',
    item: distinct(items.map((i) => i.Name)).join(', '),
    location: distinct(items.map((i) => i.LocationName)).join(', '),
    rate: values.RateCents == null ? '' : formatCurrency(values.RateCents),
    size: distinct(items.map((i) => i.SizeName)).join(', '),
    'pricing uom': values.PricingUom ?? '',
    'service uom': values.ServiceUom ?? '',
    'service units': items.length ? unitsText(items.reduce((a, i) => a + i.ServiceUnits, 0)) : '',
  };
}

/** Scientific names: italic, in brackets, '(Quercus alba, Acer rubrum)'; nothing when none is known. */
function scientific(values: DescriptionValues): DescriptionPart[] {
  const names = distinct(values.Items.map((i) => i.ScientificName));
  if (!names.length) return [];
  const parts: DescriptionPart[] = [{ Text: '(', Italic: false }];
  names.forEach((n, i) => {
    if (i) parts.push({ Text: ', ', Italic: false });
    parts.push({ Text: n, Italic: true });
  });
  parts.push({ Text: ')', Italic: false });
  return parts;
}

/** Fills a description template's placeholders; adjacent plain text is joined into one part. */
export function renderServiceDescription(
  template: string | null | undefined,
  values: DescriptionValues,
): DescriptionPart[] {
  const text = template ?? '';
  const fills = plain(values);
  const out: DescriptionPart[] = [];
  const push = (p: DescriptionPart) => {
    if (!p.Text) return;
    const last = out[out.length - 1];
    if (last && last.Italic === p.Italic) last.Text += p.Text;
    else out.push({ ...p });
  };
  let at = 0;
  for (const m of text.matchAll(TOKEN)) {
    push({ Text: text.slice(at, m.index), Italic: false });
    const k = key(m[1]!);
    if (k === 'scientific') scientific(values).forEach(push);
    else push({ Text: k in fills ? fills[k]! : m[0], Italic: false });
    at = m.index + m[0].length;
  }
  push({ Text: text.slice(at), Italic: false });
  return out;
}

/** The rendered description as plain text. */
export const descriptionText = (parts: readonly DescriptionPart[]) => parts.map((p) => p.Text).join('');
