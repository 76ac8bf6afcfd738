import { Stack } from '@mantine/core';
import { OpenInvoicesSummary } from './OpenInvoicesSummary';
import { ServicesSummary } from './ServicesSummary';

export type AccountSummaryPanelsProps = {
  accountId: number;
  /** The location whose services to list; without it only the account's open invoices show. */
  locationId?: number;
};

/** The account summary of the location screen: upcoming and completed services, open invoices. */
export function AccountSummaryPanels({ accountId, locationId }: AccountSummaryPanelsProps) {
  return (
    <Stack gap="md">
      {locationId ? (
        <>
          <ServicesSummary key={`upcoming-${locationId}`} kind="upcoming" locationId={locationId} />
          <ServicesSummary key={`completed-${locationId}`} kind="completed" locationId={locationId} />
        </>
      ) : null}
      <OpenInvoicesSummary key={accountId} accountId={accountId} />
    </Stack>
  );
}
