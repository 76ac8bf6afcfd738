import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { appendRevision, currentRevision, isWellFormed, type Revision } from './revisions';

interface Rec extends Revision {
  Note: string;
}

// A step is a correction made from one of the revisions seen so far (or from nothing), possibly
// stale, possibly a resend of an id already stored.
const step = fc.record({
  base: fc.nat({ max: 12 }),
  fromNothing: fc.boolean(),
  reuse: fc.option(fc.nat({ max: 12 }), { freq: 4 }),
  note: fc.string({ maxLength: 5 }),
});

describe('application record revision chain', () => {
  it('is append-only, well formed, and its current record is the last revision', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 40 }), (steps) => {
        let chain: Rec[] = [];
        steps.forEach((s, n) => {
          const replaces = s.fromNothing || !chain.length ? null : chain[s.base % chain.length]!.Id;
          const id = s.reuse !== null && chain.length ? chain[s.reuse % chain.length]!.Id : `r${n}`;
          const before = chain;
          const result = appendRevision(before, { Id: id, ReplacesId: replaces, Note: s.note });
          const current = currentRevision(before);
          const fresh = !before.some((r) => r.Id === id);
          if (fresh && replaces === (current?.Id ?? null)) {
            expect(result.ok).toBe(true);
            if (!result.ok) return;
            // History is kept exactly and only one revision is added, at the end.
            expect(result.chain.slice(0, before.length)).toEqual(before);
            expect(result.chain).toHaveLength(before.length + 1);
            expect(currentRevision(result.chain)).toEqual({
              Id: id,
              ReplacesId: replaces,
              Note: s.note,
              Revision: before.length + 1,
            });
            chain = result.chain;
          } else {
            // Refused, and the chain is left exactly as it was.
            expect(result).toEqual({ ok: false, reason: fresh ? 'stale' : 'duplicate' });
            expect(chain).toBe(before);
          }
          expect(isWellFormed(chain)).toBe(true);
          expect(currentRevision(chain)).toBe(chain.length ? chain[chain.length - 1] : null);
        });
      }),
    );
  });

  it('refuses a correction of a revision that is no longer current', () => {
    const first = appendRevision<Rec>([], { Id: 'a', ReplacesId: null, Note: '' });
    expect(first.ok).toBe(true);
    const chain = first.ok ? first.chain : [];
    const second = appendRevision(chain, { Id: 'b', ReplacesId: 'a', Note: 'wind corrected' });
    expect(second.ok && second.chain.map((r) => [r.Id, r.Revision, r.ReplacesId])).toEqual([
      ['a', 1, null],
      ['b', 2, 'a'],
    ]);
    expect(appendRevision(second.ok ? second.chain : [], { Id: 'c', ReplacesId: 'a', Note: '' })).toEqual({
      ok: false,
      reason: 'stale',
    });
    expect(isWellFormed([{ Id: 'x', Revision: 1, ReplacesId: 'y' }])).toBe(false);
  });
});
