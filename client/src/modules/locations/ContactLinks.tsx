import type { ReactNode } from 'react';
import { Badge, Checkbox, Group, Radio, Skeleton, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ContactStatuses, formatPhone, type Contact } from '@canopy/shared';
import { QueryState } from '../../ui/QueryState';
import type { ContactLink } from './locationValues';
import { accountContactsQuery } from './queries';

export interface ContactLinksProps {
  accountId: number;
  value: ContactLink[];
  onChange: (links: ContactLink[]) => void;
  error?: ReactNode;
  readOnly?: boolean;
}

const preferredPhone = (c: Contact) => {
  const p = c.ContactPhoneNumbers.find((n) => n.IsPreferred) ?? c.ContactPhoneNumbers[0];
  return p ? formatPhone({ Phone: p.Phone, Extension: p.Extension ?? '' }) : '';
};

/** The account's contacts this location links to, exactly one of them its primary contact. */
export function ContactLinks({ accountId, value, onChange, error, readOnly }: ContactLinksProps) {
  const contacts = useQuery(accountContactsQuery(accountId));
  const linkOf = (id: number) => value.find((l) => l.ContactId === id);

  // The first contact linked becomes the primary one, so a single link never lacks it.
  const toggle = (id: number, linked: boolean) =>
    onChange(
      linked
        ? [...value, { ContactId: id, IsPrimaryContact: value.length === 0 }]
        : value.filter((l) => l.ContactId !== id),
    );
  const makePrimary = (id: number) =>
    onChange([
      ...value.filter((l) => l.ContactId !== id).map((l) => ({ ...l, IsPrimaryContact: false })),
      { ContactId: id, IsPrimaryContact: true },
    ]);

  return (
    <QueryState
      query={contacts}
      errorTitle="The account's contacts could not be loaded"
      retryLabel={null}
      loading={<Skeleton height={64} aria-label="Loading contacts" />}
    >
      {(all) => {
        const shown = readOnly ? all.filter((c) => linkOf(c.Id)) : all;
        return (
          <Stack gap={6}>
            <Text size="sm" fw={500}>
              Contacts
            </Text>
            {shown.length === 0 ? (
              <Text size="sm" c="dimmed">
                {readOnly
                  ? 'No contacts linked.'
                  : 'The account has no contacts yet; add them on the account.'}
              </Text>
            ) : (
              <Table verticalSpacing={4} horizontalSpacing="xs" fz="sm">
                <Table.Tbody>
                  {shown.map((c) => {
                    const link = linkOf(c.Id);
                    const name = `${c.FirstName} ${c.LastName}`.trim();
                    return (
                      <Table.Tr key={c.Id}>
                        {!readOnly && (
                          <Table.Td w={28}>
                            <Checkbox
                              aria-label={`Link ${name}`}
                              checked={!!link}
                              onChange={(e) => toggle(c.Id, e.currentTarget.checked)}
                            />
                          </Table.Td>
                        )}
                        <Table.Td>
                          <Group gap={6} wrap="nowrap">
                            <Text size="sm">{name}</Text>
                            {c.StatusId === ContactStatuses.Inactive && (
                              <Badge size="xs" variant="light" color="gray">
                                Inactive
                              </Badge>
                            )}
                          </Group>
                          <Text size="xs" c="dimmed">
                            {[c.Email, preferredPhone(c)].filter(Boolean).join(' · ')}
                          </Text>
                        </Table.Td>
                        <Table.Td w={100}>
                          {readOnly ? (
                            link?.IsPrimaryContact && <Badge variant="light">Primary</Badge>
                          ) : (
                            <Radio
                              label="Primary"
                              aria-label={`${name} is the primary contact`}
                              checked={!!link?.IsPrimaryContact}
                              onChange={() => makePrimary(c.Id)}
                            />
                          )}
                        </Table.Td>
                      </Table.Tr>
                    );
                  })}
                </Table.Tbody>
              </Table>
            )}
            {error && (
              <Text size="sm" c="red" role="alert">
                {error}
              </Text>
            )}
          </Stack>
        );
      }}
    </QueryState>
  );
}
