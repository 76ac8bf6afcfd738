import { describe, expect, it } from 'vitest';
import { descriptionText, renderServiceDescription, type DescriptionValues } from './description';

const oak = {
  Name: 'Swamp White Oak',
  ScientificName: 'Quercus bicolor',
  SizeName: '13-18 in DBH',
  LocationName: 'Front Yard',
  ServiceUnits: 1250,
};
const values = (over: Partial<DescriptionValues> = {}): DescriptionValues => ({
  Group: 'Arbor Care',
  RateCents: 1250,
  PricingUom: 'Inch DBH',
  ServiceUom: 'Inch',
  Items: [oak],
  ...over,
});

describe('service description placeholders', () => {
  it('fills every placeholder of the spec', () => {
    const parts = renderServiceDescription(
      '{Group}: prune {Item} {Scientific} ({Size}) in the {Location}, {Service Units} {Service UOM} at {Rate} per {Pricing UOM}.',
      values(),
    );
    expect(descriptionText(parts)).toBe(
      'Arbor Care: prune Swamp White Oak (Quercus bicolor) (13-18 in DBH) in the Front Yard, 12.5 Inch at $12.50 per Inch DBH.',
    );
  });

  it('renders the scientific name italic, in brackets', () => {
    expect(renderServiceDescription('Treat {Item} {Scientific}.', values())).toEqual([
      { Text: 'Treat Swamp White Oak (', Italic: false },
      { Text: 'Quercus bicolor', Italic: true },
      { Text: ').', Italic: false },
    ]);
  });

  it('matches placeholders in any case and spacing, and leaves unknown braces as written', () => {
    const parts = renderServiceDescription('{item} / { pricing  uom } / {Crew} / {', values());
    expect(descriptionText(parts)).toBe('Swamp White Oak / Inch DBH / {Crew} / {');
  });

  it('lists distinct values of several items once each and adds their service units', () => {
    const maple = { ...oak, Name: 'Red Maple', ScientificName: 'Acer rubrum', ServiceUnits: 750 };
    const twin = { ...oak, ServiceUnits: 1 };
    const parts = renderServiceDescription(
      '{Item} {Scientific} {Location} {Service Units}',
      values({ Items: [oak, maple, twin] }),
    );
    expect(descriptionText(parts)).toBe(
      'Swamp White Oak, Red Maple (Quercus bicolor, Acer rubrum) Front Yard 20.01',
    );
    expect(parts.filter((p) => p.Italic).map((p) => p.Text)).toEqual(['Quercus bicolor', 'Acer rubrum']);
  });

  it('leaves a placeholder empty when there is nothing to fill it with', () => {
    const parts = renderServiceDescription(
      'Plant {Item}{Scientific}{Size}{Rate}{Service Units}.',
      values({ Items: [], RateCents: null }),
    );
    expect(parts).toEqual([{ Text: 'Plant .', Italic: false }]);
    expect(renderServiceDescription(null, values())).toEqual([]);
  });

  it('keeps markup typed into a template as text', () => {
    const parts = renderServiceDescription(
      '<b>{Item}</b>',
      values({ Items: [{ ...oak, Name: '<img src=x>' }] }),
    );
    expect(parts).toEqual([{ Text: '<b><img src=x></b>', Italic: false }]);
  });
});
