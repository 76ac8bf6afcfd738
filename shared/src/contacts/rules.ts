import { ContactStatuses } from '../enums';
import { Messages } from '../messages';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const isEmail = (text: string) => EMAIL.test(text);

export interface ContactEmailInput {
  Email?: string | null;
  ReceivesBilling?: boolean;
  ReceivesProposal?: boolean;
}

export interface ContactEmailFlags {
  Email: string | null;
  ReceivesBilling: boolean;
  ReceivesProposal: boolean;
  /** Set when the form asks for billing or proposals without an e-mail. */
  problem: string | null;
}

/**
 * The e-mail rule of a contact. Only a contact with an e-mail receives billing and proposals, so a
 * blank e-mail turns both off, and asking for either without one is refused with the spec's message.
 * Entering an e-mail turns both on unless the form says otherwise; an e-mail that was already there
 * keeps the flags as stored.
 */
export function contactEmailFlags(
  input: ContactEmailInput,
  stored?: { Email: string | null; ReceivesBilling: boolean; ReceivesProposal: boolean },
): ContactEmailFlags {
  const email = input.Email === undefined ? (stored?.Email ?? null) : input.Email?.trim() || null;
  if (!email) {
    const asked = input.ReceivesBilling === true || input.ReceivesProposal === true;
    return {
      Email: null,
      ReceivesBilling: false,
      ReceivesProposal: false,
      problem: asked ? Messages.ContactNeedsEmail : null,
    };
  }
  const hadEmail = !!stored?.Email;
  return {
    Email: email,
    ReceivesBilling: input.ReceivesBilling ?? (hadEmail ? stored!.ReceivesBilling : true),
    ReceivesProposal: input.ReceivesProposal ?? (hadEmail ? stored!.ReceivesProposal : true),
    problem: null,
  };
}

/** What the form shows on an edit of the e-mail field: entering one turns both on, blanking turns both off. */
export function onContactEmailChange(
  before: string | null | undefined,
  after: string | null | undefined,
  flags: { ReceivesBilling: boolean; ReceivesProposal: boolean },
): { ReceivesBilling: boolean; ReceivesProposal: boolean } {
  const had = !!before?.trim();
  const has = !!after?.trim();
  if (!has) return { ReceivesBilling: false, ReceivesProposal: false };
  if (!had) return { ReceivesBilling: true, ReceivesProposal: true };
  return flags;
}

export const isContactStatus = (id: number) => Object.values(ContactStatuses).includes(id as 1 | 2);

/** 'Last, First', the name of a residential account; either part alone when the other is blank. */
export function residentialAccountName(firstName: string, lastName: string): string {
  const first = firstName.trim();
  const last = lastName.trim();
  return first && last ? `${last}, ${first}` : last || first;
}
