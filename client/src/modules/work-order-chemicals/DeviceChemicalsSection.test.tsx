import { installFakeIndexedDb } from '../../test/fakeIndexedDb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApplicationRecord, SyncServiceWeather, WorkOrderChemical } from '@canopy/shared';
import { CREW_LOOKUPS } from '../../offline/lookups';
import { SAVED_ON_DEVICE } from '../../offline/status';
import {
  closeTestDevice,
  crewWorkOrder,
  goOffline,
  openTestDevice,
  renderCrew,
  tableRow,
  type TestDevice,
} from '../work-order-services/crewTesting';
import { signIn, workOrder } from '../work-order-services/testing';
import { ChemicalsSection } from './ChemicalsSection';

installFakeIndexedDb();

const service: SyncServiceWeather = {
  Id: 61,
  WorkOrderId: 501,
  ServiceName: 'Dormant Oil Spray',
  ServiceGroupId: 2,
  Completed: false,
  Archived: false,
  Version: 1,
  WeatherConditions: [],
};

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
  Rate: null,
  TotalAmount: 37.5,
  AmountUnit: 'gal',
  AreaTreated: null,
  TreesTreated: null,
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
  WorkOrderServiceId: 61,
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
  Missing: [],
};

let device: TestDevice;

beforeEach(async () => {
  signIn();
  device = openTestDevice();
  await device.pulled('workOrder', crewWorkOrder({ ServiceGroupId: 2 }));
  await device.pulled('serviceWeather', service);
  await device.lookup(CREW_LOOKUPS.chemicals, [{ Id: 3, Name: 'Horticultural Oil' }]);
  await device.lookup(CREW_LOOKUPS.chemicalCarriers, [{ Id: 1, Name: '100 gal' }]);
  await device.lookup(CREW_LOOKUPS.chemicalUnits, [{ Id: 5, Name: 'gal' }]);
  await device.lookup(CREW_LOOKUPS.weatherConditions, [
    { Id: 1, Name: 'Sunny' },
    { Id: 5, Name: 'Windy' },
  ]);
  goOffline();
});
afterEach(closeTestDevice);

const render = () =>
  renderCrew(<ChemicalsSection workOrder={workOrder({ ServiceGroupId: 2 })} onChanged={vi.fn()} />);

async function pick(dialog: HTMLElement, label: string, option: string) {
  const user = userEvent.setup({ delay: null });
  await user.click(within(dialog).getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('the chemicals tab without a connection', { timeout: 30_000 }, () => {
  it('records a chemical, its application and the weather on the device, queued for the server', async () => {
    const user = userEvent.setup({ delay: null });
    render();
    await user.click(await screen.findByRole('button', { name: 'Add chemical to Dormant Oil Spray' }));
    const add = await screen.findByRole('dialog', { name: 'Add chemical' });
    await pick(add, 'Chemical', 'Horticultural Oil');
    await pick(add, 'Carrier', '100 gal');
    await pick(add, 'Chemical Unit', 'gal');
    await user.type(within(add).getByRole('textbox', { name: 'Actual Gallons Used' }), '12.5');
    await user.click(within(add).getByRole('button', { name: 'Add chemical' }));
    expect(await screen.findByText(SAVED_ON_DEVICE)).toBeInTheDocument();
    const row = await tableRow('Horticultural Oil');
    expect(within(row).getByText('Not synced')).toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: 'Record application of Horticultural Oil' }));
    const rec = await screen.findByRole('dialog', { name: 'Record application of Horticultural Oil' });
    await user.type(within(rec).getByRole('textbox', { name: 'Target pest' }), 'Scale insects');
    await pick(rec, 'Wind direction', 'NW');
    await user.click(within(rec).getByRole('button', { name: 'Save record' }));
    await waitFor(async () => expect(await device.outbox()).toHaveLength(2));

    await user.click(screen.getByRole('button', { name: 'Weather of Dormant Oil Spray' }));
    const weather = await screen.findByRole('dialog', { name: 'Weather: Dormant Oil Spray' });
    await user.click(within(weather).getByRole('checkbox', { name: 'Windy' }));
    await user.click(within(weather).getByRole('button', { name: 'Save' }));
    // The dialog's own "Windy" label must be gone first, or it would be the one found.
    await waitFor(() => expect(weather).not.toBeInTheDocument());
    expect(await screen.findByText(/Weather:/, { selector: 'b' })).toBeInTheDocument();
    expect(await screen.findByText('Windy')).toBeInTheDocument();

    const [lineEntry, recordEntry, weatherEntry] = await device.outbox();
    expect(lineEntry).toMatchObject({
      Entity: 'chemicalLine',
      Op: 'create',
      Data: { WorkOrderServiceId: 61, ChemicalId: 3, CarrierId: 1, UnitId: 5, ActualGallonsUsed: 12.5 },
    });
    expect(recordEntry).toMatchObject({
      Entity: 'applicationRecord',
      Op: 'create',
      Refs: { WorkOrderChemicalId: lineEntry!.Key },
      Data: {
        WorkOrderChemicalId: null,
        Revisions: [
          { ReplacesId: null, TargetPest: 'Scale insects', WindDirection: 'NW', TotalAmount: 12.5 },
        ],
      },
    });
    const [sent] = (recordEntry!.Data as { Revisions: { Id: string; CapturedAt: string }[] }).Revisions;
    expect(sent!.Id).toMatch(/^[0-9a-f-]{36}$/);
    // The moment it was saved on the device, kept however late it syncs.
    expect(Date.now() - Date.parse(sent!.CapturedAt)).toBeLessThan(60_000);
    expect(weatherEntry).toMatchObject({
      Entity: 'serviceWeather',
      Op: 'update',
      Id: 61,
      Data: { WeatherConditionIds: [5] },
    });
  });

  it('corrects a synced record as a new revision naming the current one, the earlier ones kept', async () => {
    await device.pulled('chemicalLine', line);
    await device.pulled('applicationRecord', {
      Id: 71,
      Version: 1,
      WorkOrderChemicalId: 71,
      WorkOrderId: 501,
      Revisions: [record],
    });
    const user = userEvent.setup({ delay: null });
    render();
    const row = await tableRow('Horticultural Oil');
    await user.click(within(row).getByRole('button', { name: 'Correct record of Horticultural Oil' }));
    const dialog = await screen.findByRole('dialog', { name: 'Correct application of Horticultural Oil' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason for the correction' }), 'Wrong pest');
    await user.clear(within(dialog).getByRole('textbox', { name: 'Target pest' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Target pest' }), 'Aphids');
    await user.click(within(dialog).getByRole('button', { name: 'Save correction' }));
    await waitFor(async () => expect(await device.outbox()).toHaveLength(1));
    expect((await device.outbox())[0]).toMatchObject({
      Entity: 'applicationRecord',
      Op: 'update',
      Id: 71,
      BaseVersion: 1,
      Data: { Revisions: [{ ReplacesId: record.Id, TargetPest: 'Aphids', CorrectionReason: 'Wrong pest' }] },
    });

    await user.click(
      await within(await tableRow('Horticultural Oil')).findByRole('button', {
        name: 'History of Horticultural Oil',
      }),
    );
    const history = await screen.findByRole('dialog', { name: /Application history/ });
    const cards = await within(history).findAllByLabelText(/^Revision \d$/);
    expect(cards.map((c) => c.getAttribute('aria-label'))).toEqual(['Revision 2', 'Revision 1']);
    expect(within(cards[0]!).getByText(/Reason: Wrong pest/)).toBeInTheDocument();
  });

  it('fixes a record the server refused and sends only the fixed revision', async () => {
    await device.pulled('chemicalLine', { ...line, Record: null, Revisions: 0 });
    const refused = { Id: 'c6b1a2d4-0000-4000-8000-000000000001', ApplicatorId: 99, TargetPest: 'Scale' };
    const key = 'rec-on-device';
    await device.ctx.store.putRecord({
      Entity: 'applicationRecord',
      Key: key,
      Id: null,
      Version: 0,
      Data: {
        WorkOrderChemicalId: 71,
        WorkOrderId: 501,
        LineKey: 's:71',
        Revisions: [{ ...record, Id: refused.Id, ApplicatorId: 99 }],
        Unsent: [refused],
      },
      Base: null,
      Pending: 0,
      NeedsReview: true,
    });
    await device.ctx.store.putReview({
      Entity: 'applicationRecord',
      Key: key,
      Kind: 'rejected',
      Op: 'create',
      Mine: null,
      MineBody: { WorkOrderChemicalId: 71, Revisions: [refused] },
      Theirs: null,
      TheirsId: null,
      TheirsVersion: null,
      Message: 'The applicator is not an employee of this branch.',
      ModelState: { Service: ['The applicator is not an employee of this branch.'] },
      At: new Date().toISOString(),
    });
    const user = userEvent.setup({ delay: null });
    render();
    const row = await tableRow('Horticultural Oil');
    expect(within(row).getByText('Needs review')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Correct record of Horticultural Oil' }));
    const dialog = await screen.findByRole('dialog', { name: 'Correct application of Horticultural Oil' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Target pest' }), ' and mites');
    await user.click(within(dialog).getByRole('button', { name: 'Save correction' }));
    await waitFor(async () => expect(await device.outbox()).toHaveLength(1));
    const [entry] = await device.outbox();
    expect(entry).toMatchObject({ Entity: 'applicationRecord', Op: 'create', Key: key });
    const revisions = (entry!.Data as { Revisions: { Id: string; ReplacesId: string | null }[] }).Revisions;
    expect(revisions).toHaveLength(1);
    expect(revisions[0]).toMatchObject({ ReplacesId: null, TargetPest: 'Scale and mites' });
    expect(revisions[0]!.Id).not.toBe(refused.Id);
    expect(await device.ctx.store.reviews()).toEqual([]);
  });
});
