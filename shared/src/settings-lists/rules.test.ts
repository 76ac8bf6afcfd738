import { describe, expect, it } from 'vitest';
import { cleanListItems } from './rules';

describe('settings list rows', () => {
  it('trims names, drops blank rows and keeps ids and order', () => {
    expect(
      cleanListItems([{ Id: 3, Name: ' Owner ' }, { Id: 0, Name: '  ' }, { Name: null }, { Name: 'Tenant' }]),
    ).toEqual({
      items: [
        { Id: 3, Name: 'Owner' },
        { Id: 0, Name: 'Tenant' },
      ],
      duplicated: [],
    });
  });

  it('reports names given twice in any case, as first written', () => {
    expect(
      cleanListItems([{ Name: 'Website' }, { Name: 'website ' }, { Name: 'WEBSITE' }, { Name: 'Mailer' }])
        .duplicated,
    ).toEqual(['Website']);
  });
});
