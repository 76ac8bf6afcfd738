import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import {
  LIST_COUNT_HEADER,
  WorkOrderChemicalMessages as M,
  type ApplicationRecord,
  type WorkOrderChemical,
} from '@canopy/shared';
import { mockApi } from '../../test/mockApi';
import { renderUi } from '../../ui/test-utils';
import { pruning, signIn, workOrder } from '../work-order-services/testing';
import { ChemicalsSection } from './ChemicalsSection';

const record: ApplicationRecord = {
  Id: '0f8fad5b-d9cb-469f-a165-70867728950e',
  WorkOrderChemicalId: 71,
  Revision: 1,
  ReplacesId: null,
  ApplicatorId: 5,
  ApplicatorName: 'Frank Ortiz',
  LicenseNumber: 'IL-CA-0051234',
  ChemicalId: 3,
  ProductName: 'Horticultural Oil',
  EpaNumber: '48813-1',
  TargetPest: 'Scale',
  Rate: '2 gal per 100 gal',
  TotalAmount: 37.5,
  AmountUnit: 'gal',
  AreaTreated: null,
  TreesTreated: 3,
  SiteAddress: '1 Elm St, Evanston, IL 60201',
  AppliedAt: '2026-04-02T14:30:00.000Z',
  WindSpeedMph: 4.5,
  WindDirection: null,
  TemperatureF: 58,
  ReEntryNotes: null,
  CorrectionReason: null,
  CapturedAt: null,
  RecordedAt: '2026-04-02T14:40:00.000Z',
  RecordedBy: 'Brenda Walsh',
};

const line: WorkOrderChemical = {
  Id: 71,
  WorkOrderServiceId: pruning.Id,
  WorkOrderId: 501,
  ChemicalId: 3,
  Chemical: 'Horticultural Oil',
  EpaNumber: '48813-1',
  CarrierId: 1,
  Carrier: '100 gal',
  UnitId: 5,
  Unit: 'gal',
  ActualGallonsUsed: 37.5,
  MixRate: 2,
  Archived: false,
  Version: 1,
  Record: record,
  Revisions: 1,
  Missing: ['Wind', 'ReEntryNotes'],
};

const list = <T,>(rows: T[]) =>
  HttpResponse.json(rows, { headers: { [LIST_COUNT_HEADER]: String(rows.length) } });

const { calls, server } = mockApi([
  http.post('/api/v1/workOrders/services/_search', () => list([pruning])),
  http.post('/api/v1/workOrders/chemicals/_search', () => list([line])),
  http.post('/api/v1/chemicals/_search', () => list([{ Id: 3, Name: 'Horticultural Oil' }])),
  http.get('/api/v1/chemicals/carriers', () => HttpResponse.json([{ Id: 1, Name: '100 gal' }])),
  http.get('/api/v1/chemicals/units', () => HttpResponse.json([{ Id: 5, Name: 'gal' }])),
  http.get('/api/v1/workOrders/chemicals/applicators/501', () =>
    HttpResponse.json([{ Id: 5, Name: 'Frank Ortiz', LicenseNumber: 'IL-CA-0051234' }]),
  ),
  http.get('/api/v1/workOrders/chemicals/71/applications', () =>
    HttpResponse.json({
      WorkOrderChemicalId: 71,
      Revisions: [
        { ...record, Id: 'a', WindSpeedMph: 2 },
        { ...record, Revision: 2, ReplacesId: 'a', CorrectionReason: 'Meter reading' },
      ],
    }),
  ),
]);
const writes = () => calls.filter((c) => c.method !== 'GET' && !c.path.endsWith('/_search'));
beforeEach(() => signIn());

describe('the chemicals tab', { timeout: 30_000 }, () => {
  it('shows each chemical with what the state still needs on its record', async () => {
    renderUi(<ChemicalsSection workOrder={workOrder()} onChanged={vi.fn()} />);
    expect(await screen.findByText('Horticultural Oil')).toBeInTheDocument();
    expect(screen.getByText('Needed: Wind Speed and Direction, Re-entry Notes')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Correct record' })).toBeInTheDocument();
  });

  it('answers an empty chemical with the four required-field messages and sends nothing', async () => {
    const user = userEvent.setup({ delay: null });
    renderUi(<ChemicalsSection workOrder={workOrder()} onChanged={vi.fn()} />);
    await user.click(await screen.findByRole('button', { name: `Add chemical to ${pruning.ServiceName}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Add chemical' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Mix Rate' }), '2');
    await user.click(within(dialog).getByRole('button', { name: 'Add chemical' }));
    for (const m of [M.ChemicalRequired, M.CarrierRequired, M.UnitRequired, M.GallonsRequired])
      expect(await within(dialog).findByText(m)).toBeInTheDocument();
    expect(writes()).toEqual([]);
  });

  it('saves a correction as a new revision naming the current one', async () => {
    let sent: unknown;
    server.use(
      http.post('/api/v1/workOrders/chemicals/71/applications', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ WorkOrderChemicalId: 71, Revisions: [record] });
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderUi(<ChemicalsSection workOrder={workOrder()} onChanged={vi.fn()} />);
    await user.click(await screen.findByRole('button', { name: 'Correct record' }));
    const dialog = await screen.findByRole('dialog', { name: 'Correct application of Horticultural Oil' });
    await user.click(within(dialog).getByRole('combobox', { name: 'Wind direction' }));
    await user.click(await screen.findByRole('option', { name: 'NW' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Re-entry notes' }), 'Keep off until dry.');
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason for the correction' }), 'Forgot');
    await user.click(within(dialog).getByRole('button', { name: 'Save correction' }));
    expect(await screen.findByText(M.RecordSaved)).toBeInTheDocument();
    expect(sent).toMatchObject({
      ReplacesId: record.Id,
      ApplicatorId: 5,
      TargetPest: 'Scale',
      WindSpeedMph: 4.5,
      WindDirection: 'NW',
      ReEntryNotes: 'Keep off until dry.',
      CorrectionReason: 'Forgot',
      AppliedAt: '2026-04-02T14:30:00.000Z',
    });
  });

  it('shows the history newest first, the current revision marked', async () => {
    const user = userEvent.setup({ delay: null });
    renderUi(<ChemicalsSection workOrder={workOrder()} onChanged={vi.fn()} />);
    await user.click(await screen.findByRole('button', { name: 'More for Horticultural Oil' }));
    await user.click(await screen.findByRole('menuitem', { name: 'History (1)' }));
    const dialog = await screen.findByRole('dialog', { name: /Application history/ });
    const cards = await within(dialog).findAllByLabelText(/^Revision \d$/);
    expect(cards.map((c) => c.getAttribute('aria-label'))).toEqual(['Revision 2', 'Revision 1']);
    expect(within(cards[0]!).getByText('Current')).toBeInTheDocument();
    expect(within(cards[0]!).getByText(/Reason: Meter reading/)).toBeInTheDocument();
    expect(within(cards[1]!).getByText('Replaced')).toBeInTheDocument();
    await waitFor(() => expect(writes()).toEqual([]));
  });
});
