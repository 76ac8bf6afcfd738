import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Messages } from '../messages';
import { contactEmailFlags, isEmail, onContactEmailChange, residentialAccountName } from './rules';

const email = fc.constantFrom('a@b.co', 'jane.doe@mail.example', ' ed@x.org ');
const blank = fc.constantFrom('', '   ', null);
const flag = fc.option(fc.boolean(), { nil: undefined });
const stored = fc.record({
  Email: fc.option(
    email.map((e) => e.trim()),
    { nil: null },
  ),
  ReceivesBilling: fc.boolean(),
  ReceivesProposal: fc.boolean(),
});

describe('contact e-mail rule', () => {
  it('never lets a contact without an e-mail receive billing or proposals', () => {
    fc.assert(
      fc.property(blank, flag, flag, fc.option(stored, { nil: undefined }), (e, b, p, s) => {
        const r = contactEmailFlags({ Email: e, ReceivesBilling: b, ReceivesProposal: p }, s);
        expect(r).toMatchObject({ Email: null, ReceivesBilling: false, ReceivesProposal: false });
        expect(r.problem).toBe(b === true || p === true ? Messages.ContactNeedsEmail : null);
      }),
    );
  });

  it('turns both on when an e-mail is first entered, unless the form says otherwise', () => {
    fc.assert(
      fc.property(email, flag, flag, (e, b, p) => {
        const r = contactEmailFlags({ Email: e, ReceivesBilling: b, ReceivesProposal: p });
        expect(r).toEqual({
          Email: e.trim(),
          ReceivesBilling: b ?? true,
          ReceivesProposal: p ?? true,
          problem: null,
        });
        const added = contactEmailFlags(
          { Email: e },
          { Email: null, ReceivesBilling: false, ReceivesProposal: false },
        );
        expect(added).toMatchObject({ ReceivesBilling: true, ReceivesProposal: true });
      }),
    );
  });

  it('keeps the stored flags of an e-mail already there when the form leaves them out', () => {
    fc.assert(
      fc.property(email, stored, (e, s) => {
        fc.pre(!!s.Email);
        const r = contactEmailFlags({ Email: e }, s);
        expect(r).toMatchObject({ ReceivesBilling: s.ReceivesBilling, ReceivesProposal: s.ReceivesProposal });
        expect(contactEmailFlags({}, s).Email).toBe(s.Email);
      }),
    );
  });

  it('follows the form: entering turns both on, blanking both off, editing keeps them', () => {
    const off = { ReceivesBilling: false, ReceivesProposal: false };
    const mixed = { ReceivesBilling: true, ReceivesProposal: false };
    expect(onContactEmailChange('', 'a@b.co', off)).toEqual({
      ReceivesBilling: true,
      ReceivesProposal: true,
    });
    expect(onContactEmailChange('a@b.co', ' ', mixed)).toEqual(off);
    expect(onContactEmailChange('a@b.co', 'a@b.com', mixed)).toEqual(mixed);
  });

  it('recognises e-mail addresses', () => {
    expect(isEmail('jane.doe@mail.example')).toBe(true);
    for (const bad of ['jane', 'jane@', '@mail.example', 'jane doe@mail.example', 'jane@mail'])
      expect(isEmail(bad)).toBe(false);
  });
});

describe('residential account name', () => {
  it('is "Last, First", or the one name given', () => {
    expect(residentialAccountName(' Jane ', ' Doe ')).toBe('Doe, Jane');
    expect(residentialAccountName('', 'Doe')).toBe('Doe');
    expect(residentialAccountName('Jane', ' ')).toBe('Jane');
  });
});
