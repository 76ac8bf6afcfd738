import { describe, expect, it } from 'vitest';
import { Messages } from '../messages';
import { usernameProblem } from './rules';

describe('the sign-in name rule', () => {
  it('takes names, addresses and names in other scripts', () => {
    for (const name of ['admin', 'elena.novak', 'ada+crew@oak-tree.example', 'Zoë_Łukasz', ' foreman2 '])
      expect(usernameProblem(name), name).toBeNull();
  });

  it('refuses short, long, spaced, markup and control characters with their messages', () => {
    expect(usernameProblem('ab')).toBe(Messages.UsernameLength);
    expect(usernameProblem('x'.repeat(101))).toBe(Messages.UsernameLength);
    expect(usernameProblem('elena novak')).toBe(Messages.UsernameSpaces);
    for (const name of ['<b>ada</b>', 'ada\u0000x', 'ada"oak', "o'hara", 'ada;drop', 'tab\u200bhidden'])
      expect(usernameProblem(name), JSON.stringify(name)).toBe(Messages.UsernameCharacters);
  });
});
