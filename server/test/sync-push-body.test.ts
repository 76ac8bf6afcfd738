import { describe, expect, it } from 'vitest';
import { NewDailyLog, NewServiceItem, SaveDailyLog, SaveWorkOrderDamage } from '@canopy/shared';
import { Type, type TSchema } from 'typebox';
import { Value } from 'typebox/value';
import { parseBody } from '../src/modules/sync/push/sync-push.body';
import { ValidationError } from '../src/platform/errors';

/** TypeBox's whole reading of a body, which the push's quicker path must equal. */
const fullPipeline = (schema: TSchema, data: unknown) =>
  Value.Clean(schema, Value.Convert(schema, Value.Default(schema, Value.Clone(data))));

describe('a pushed mutation body', () => {
  const cases: [string, TSchema, Record<string, unknown>][] = [
    [
      'a new daily log',
      NewDailyLog,
      { WorkOrderId: 5, Date: '2026-11-20', TimeIn: '7:30', TimeOut: '16:00' },
    ],
    [
      'a saved daily log with an unknown field and a number sent as text',
      SaveDailyLog,
      { Id: 4, Version: 1, Date: '2026-11-20', TimeIn: '7:00', TimeOut: '16:30', HourTypeId: '2', Extra: 1 },
    ],
    ['a new tree', NewServiceItem, { AccountLocationId: 3, Notes: 'Oak by the gate', Quantity: '2' }],
    [
      'a saved damage with nested rows',
      SaveWorkOrderDamage,
      { Id: 1, Version: 2, Services: [{ Id: 1, X: 1 }] },
    ],
    [
      'a body whose schema fills a default',
      Type.Object({ Id: Type.Integer(), SendEmails: Type.Optional(Type.Boolean({ default: true })) }),
      { Id: 7 },
    ],
    ['a body that fails its schema', NewDailyLog, { WorkOrderId: 'five', Date: '2026-11-20' }],
  ];

  it.each(cases)(
    '%s reads as TypeBox reads it: defaults, conversions, unknown fields dropped',
    (_, schema, data) => {
      let expected: unknown;
      let expectedError: unknown;
      try {
        expected = parseBody(schema, data);
      } catch (e) {
        expectedError = e;
      }
      const full = fullPipeline(schema, data);
      if (expectedError) {
        expect(expectedError).toBeInstanceOf(ValidationError);
        expect(Value.Check(schema, full)).toBe(false);
      } else expect(expected).toStrictEqual(full);
    },
  );
});
