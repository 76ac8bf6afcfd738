import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { R, ServiceReportMessages as M } from '@canopy/shared';
import { adminClaims } from '../../test/sessions';
import { renderUi } from '../../ui/test-utils';
import { ServicesSection } from './ServicesSection';
import { mockSectionsApi, signIn, workOrder } from './testing';

const { server } = mockSectionsApi();
const REPORT = '/api/v1/workOrders/workOrderServiceReport/:id/emailServiceReport';
let asked: string[] = [];
beforeEach(() => {
  asked = [];
  signIn();
});

const section = () => renderUi(<ServicesSection workOrder={workOrder()} onChanged={vi.fn()} />);
const button = () => screen.findByRole('button', { name: 'Email service report' });

describe('the service report email button', { timeout: 30_000 }, () => {
  it('mails the report of this work order and says to whom', async () => {
    server.use(
      http.get(REPORT, ({ params }) => {
        asked.push(String(params.id));
        return HttpResponse.json({ Message: M.Sent, To: 'pat@example.com' });
      }),
    );
    const user = userEvent.setup({ delay: null });
    section();
    await user.click(await button());
    expect(await screen.findByText(`${M.Sent} to pat@example.com`)).toBeInTheDocument();
    expect(asked).toEqual([String(workOrder().Id)]);
  });

  it("shows the server's reason when it names one, and 'Email Failed to Send' when the mail fails", async () => {
    let answer = HttpResponse.json(
      { Message: 'The request is invalid.', ModelState: { Service: [M.NoRecipient] } },
      { status: 400 },
    );
    server.use(http.get(REPORT, () => answer));
    const user = userEvent.setup({ delay: null });
    section();
    await user.click(await button());
    expect(await screen.findByText(M.NoRecipient)).toBeInTheDocument();

    answer = HttpResponse.json({ Message: M.EmailFailed }, { status: 502 });
    await user.click(await button());
    expect(await screen.findByText(M.EmailFailed)).toBeInTheDocument();
  });

  it('is offered with WorkOrders_Services ReadOnly or Full, the claim that shows the services', async () => {
    signIn({ ...adminClaims, WorkOrders_Services: R });
    const view = section();
    expect(await button()).toBeInTheDocument();
    view.unmount();
    const { WorkOrders_Services: _, ...withoutServices } = adminClaims;
    signIn(withoutServices);
    section();
    expect(await screen.findByText('Not Authorized')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Email service report' })).not.toBeInTheDocument();
  });
});
