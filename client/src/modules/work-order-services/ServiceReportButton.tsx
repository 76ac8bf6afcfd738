import { useState } from 'react';
import { Button } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { ServiceReportMessages as M } from '@canopy/shared';
import { failureMessage } from '../../ui/apiErrors';
import { notifyError, notifySuccess } from '../../ui/notify';
import { emailServiceReport } from './mutations';

export interface ServiceReportButtonProps {
  workOrderId: number;
}

/**
 * Mails the customer the service report (a PDF of the live services). Offered beside the services
 * to those who view them (WorkOrders_Services ReadOnly or Full); a rule the server names (no
 * services, no address, Do Not Email) is shown as it says, anything else as §8's 'Email Failed to Send'.
 */
export function ServiceReportButton({ workOrderId }: ServiceReportButtonProps) {
  const [sending, setSending] = useState(false);

  async function send() {
    setSending(true);
    try {
      const sent = await emailServiceReport(workOrderId);
      notifySuccess(`${sent.Message} to ${sent.To}`);
    } catch (error) {
      notifyError(failureMessage(error, M.EmailFailed));
    } finally {
      setSending(false);
    }
  }

  return (
    <Button
      variant="default"
      leftSection={<IconMail size={16} />}
      onClick={() => void send()}
      loading={sending}
    >
      Email service report
    </Button>
  );
}
