import { Button } from '@mantine/core';
import { customerWaPage, type WorkAuthorization } from '@canopy/shared';

export const CUSTOMER_VIEW_LABEL = 'Open customer view (admin)';

/**
 * The customer's page in the admin view, in a new window as the e-mailed link opens it: the office
 * user approves, signs and takes the deposit there as the sales rep. Only for one who may still change
 * the authorization, which is what the admin view asks of them.
 */
export function WaCustomerViewButton({ wa }: { wa: Pick<WorkAuthorization, 'EncryptedId' | 'CanEdit'> }) {
  if (!wa.EncryptedId || !wa.CanEdit) return null;
  return (
    <Button
      component="a"
      variant="default"
      href={customerWaPage(wa.EncryptedId, true)}
      target="_blank"
      // The opener stays so the new window gets this tab's sign-in when it was not remembered: the
      // browser copies a tab's session storage only to windows it opens as their opener.
      rel="opener"
    >
      {CUSTOMER_VIEW_LABEL}
    </Button>
  );
}
