import type { ReactNode } from 'react';
import { Badge, Button, Divider, Group, Image, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatCurrency, type FormatGroup, type FormatLine, type ProposalFormat } from '@canopy/shared';

/** A text of the format the rep may rewrite (spec §2: cover letter, definitions, recommendations). */
export type FormatText =
  | { kind: 'CoverLetter'; title: string; text: string }
  | { kind: 'Definition' | 'Recommendation'; title: string; text: string; serviceGroupRowId: number };

export interface ProposalDocumentProps {
  format: ProposalFormat;
  /** Given when the texts may be edited: opens the text's dialog. */
  onEdit?: (text: FormatText) => void;
}

const money = (dollars: number) => formatCurrency(Math.round(dollars * 100));
const wrap = { overflowWrap: 'anywhere' as const, whiteSpace: 'pre-line' as const };

/**
 * The proposal as the customer reads it, in the printed proposal's order: the cover page, then per
 * service group its definition and its recommendations (numbered from page 2, spec §9), then the
 * summary with discount, tax and total. Staff, public link and PDF show the same figures.
 */
export function ProposalDocument({ format: f, onEdit }: ProposalDocumentProps) {
  let page = 1;
  return (
    <Stack gap="lg">
      <Sheet>
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Title order={2} size="h3" style={wrap}>
              {f.Company}
            </Title>
            <Text size="sm" c="dimmed">
              {f.Branch.Name} branch
            </Text>
          </Stack>
          <Stack gap={0} align="flex-end">
            <Text fw={600}>Proposal No. {f.ProposalNumber}</Text>
            <Text size="sm" c="dimmed">
              {f.Date}
            </Text>
          </Stack>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }} mt="md">
          <Block title="Prepared for">
            {[
              f.Customer.Account,
              f.Customer.Location,
              f.Customer.Address,
              `${f.Customer.City}, ${f.Customer.State} ${f.Customer.Zip}`,
            ]}
          </Block>
          <Block title="Prepared by">
            {[f.SalesRep.Name, f.SalesRep.Email, ...f.SalesRep.Certifications]}
          </Block>
        </SimpleGrid>
        <Section
          title="Cover letter"
          onEdit={
            onEdit && (() => onEdit({ kind: 'CoverLetter', title: 'Cover letter', text: f.CoverLetter }))
          }
        >
          <Text style={wrap}>{f.CoverLetter}</Text>
        </Section>
      </Sheet>

      {f.ServiceGroups.map((sg) => (
        <Stack key={sg.Id} gap="lg">
          <Sheet page={++page}>
            <Section
              title={`${sg.Name}: Definition`}
              onEdit={
                onEdit &&
                (() =>
                  onEdit({
                    kind: 'Definition',
                    title: `${sg.Name}: Definition`,
                    text: sg.Definition ?? '',
                    serviceGroupRowId: sg.Id,
                  }))
              }
            >
              <Text style={wrap} c={sg.Definition ? undefined : 'dimmed'}>
                {sg.Definition || `${sg.Name} as described in the recommendations that follow.`}
              </Text>
            </Section>
          </Sheet>
          <Sheet page={++page}>
            <Section
              title={`${sg.Name}: Recommendations`}
              onEdit={
                onEdit &&
                (() =>
                  onEdit({
                    kind: 'Recommendation',
                    title: `${sg.Name}: Recommendations`,
                    text: sg.Recommendation ?? '',
                    serviceGroupRowId: sg.Id,
                  }))
              }
            >
              {sg.Recommendation && <Text style={wrap}>{sg.Recommendation}</Text>}
            </Section>
            {f.Groups.filter((g) => g.ServiceGroupId === sg.ServiceGroupId).map((g) => (
              <GroupBlock key={g.Id} group={g} />
            ))}
          </Sheet>
        </Stack>
      ))}

      <Sheet page={++page}>
        <Title order={3} size="h4">
          Summary
        </Title>
        <Stack gap={4} mt="xs">
          {f.Groups.map((g) => (
            <Row key={g.Id} label={g.Name} value={g.Total === null ? 'Included' : money(g.Total)} />
          ))}
          <Divider my={4} />
          <Row label="Subtotal" value={money(f.Subtotal)} />
          {f.Promotions.map((p) => (
            <Row key={p.Name} label={`Promotion: ${p.Name} (${p.DiscountPercentage}%)`} value="" />
          ))}
          {f.Discount > 0 && <Row label="Discount" value={`-${money(f.Discount)}`} />}
          <Row label={`Tax (${f.TaxRate}%)`} value={money(f.Tax)} />
          <Row label="Total" value={money(f.Total)} strong />
        </Stack>
        {f.Groups.some((g) => g.MultiOption) && (
          <Text size="xs" c="dimmed" mt="xs">
            Where a choice offers several options, the totals count its first option.
          </Text>
        )}
        {f.Branch.TermsAndConditions && (
          <Section title="Terms and conditions">
            <Text size="sm" style={wrap}>
              {f.Branch.TermsAndConditions}
            </Text>
          </Section>
        )}
      </Sheet>
    </Stack>
  );
}

function Sheet({ page, children }: { page?: number; children: ReactNode }) {
  return (
    <Paper withBorder p={{ base: 'sm', sm: 'lg' }} radius="md" component="section">
      {children}
      {page && (
        <Text size="xs" c="dimmed" ta="center" mt="md">
          Page {page}
        </Text>
      )}
    </Paper>
  );
}

function Block({ title, children }: { title: string; children: (string | null)[] }) {
  return (
    <Stack gap={0} style={{ minWidth: 0 }}>
      <Text size="xs" fw={700} c="dimmed" tt="uppercase">
        {title}
      </Text>
      {children.filter(Boolean).map((line, i) => (
        <Text key={i} size="sm" style={wrap}>
          {line}
        </Text>
      ))}
    </Stack>
  );
}

function Section({ title, onEdit, children }: { title: string; onEdit?: () => void; children?: ReactNode }) {
  return (
    <Stack gap={6} mt="md">
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Title order={3} size="h4" style={wrap}>
          {title}
        </Title>
        {onEdit && (
          <Button size="compact-sm" variant="light" onClick={onEdit} aria-label={`Edit ${title}`}>
            Edit
          </Button>
        )}
      </Group>
      {children}
    </Stack>
  );
}

function Row({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs">
      <Text size="sm" fw={strong ? 700 : undefined} style={wrap}>
        {label}
      </Text>
      <Text size="sm" fw={strong ? 700 : undefined} style={{ flexShrink: 0 }}>
        {value}
      </Text>
    </Group>
  );
}

function GroupBlock({ group: g }: { group: FormatGroup }) {
  return (
    <Stack gap="xs" mt="md" aria-label={g.Name} role="group">
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text fw={700} style={wrap}>
          {g.Name}
        </Text>
        {g.Total !== null && <Text fw={700}>{money(g.Total)}</Text>}
      </Group>
      {g.MultiOption && (
        <Text size="xs" c="dimmed">
          Choose one option of each choice below.
        </Text>
      )}
      {g.OptionGroups.map((og) =>
        og.Options.map((o) => (
          <Stack key={o.Id} gap={6} pl={o.Label ? 'xs' : 0}>
            {o.Label && (
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Badge variant="light">{o.Label}</Badge>
                {o.Total !== null && <Text size="sm">{money(o.Total)}</Text>}
              </Group>
            )}
            {o.Lines.map((line, i) => (
              <LineBlock key={i} line={line} />
            ))}
          </Stack>
        )),
      )}
    </Stack>
  );
}

function LineBlock({ line }: { line: FormatLine }) {
  return (
    <Stack gap={2} pl="xs">
      <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
        <Text size="sm" fw={600} style={wrap}>
          {line.Name}
          {line.Quantity !== 1 ? ` × ${line.Quantity}` : ''}
        </Text>
        {line.Price !== null && (
          <Text size="sm" style={{ flexShrink: 0 }}>
            {money(line.Price)}
          </Text>
        )}
      </Group>
      {line.Description && (
        <Text size="sm" style={wrap}>
          {line.Description}
        </Text>
      )}
      {line.Items.length > 0 && (
        <Text size="xs" c="dimmed" style={wrap}>
          For: {line.Items.join('; ')}
        </Text>
      )}
      {line.Visits.length > 0 && (
        <Text size="xs" c="dimmed" style={wrap}>
          Visits: {line.Visits.join(', ')}
        </Text>
      )}
      {line.Photos.length > 0 && (
        <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="xs">
          {line.Photos.map((p) => (
            <Stack key={p.Id} gap={2}>
              <Image src={p.Url} alt={p.Caption ?? line.Name} radius="sm" h={110} fit="cover" />
              {p.Caption && (
                <Text size="xs" c="dimmed" style={wrap}>
                  {p.Caption}
                </Text>
              )}
            </Stack>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
