import { installFakeIndexedDb } from '../../test/fakeIndexedDb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { mockApi } from '../../test/mockApi';
import {
  ScoutingReportMessages as M,
  ServiceGroups,
  UserRoles,
  WorkOrderMessages,
  type ServiceItem,
} from '@canopy/shared';
import { useSessionStore } from '../../kernel/session/sessionStore';
import { adminClaims, claimsOf, loginResponse } from '../../test/sessions';
import { CREW_LOOKUPS } from '../../offline/lookups';
import {
  closeTestDevice,
  goOffline,
  goOnline,
  openTestDevice,
  renderCrew,
  type TestDevice,
} from '../work-order-services/crewTesting';
import { ScoutingReportSection } from './ScoutingReportSection';
import { SEND_AFTER_SYNC, SEND_NEEDS_CONNECTION } from './ScoutingSendButtons';
import { NOTES_NEED_CONNECTION } from './ScoutingNotes';
import { deviceWorkOrder, entry, workOrder } from './testing';

installFakeIndexedDb();

const BASE = '/api/v1/workOrders/workOrderScoutingInfo';
const { server } = mockApi();
let device: TestDevice;

const tree = (over: Partial<ServiceItem>): ServiceItem => ({
  Id: 102,
  AccountLocationId: 12,
  TypeId: 4,
  TypeName: 'Maple',
  OtherServiceItemTypeId: null,
  Name: 'Maple',
  ScientificName: null,
  ServiceGroups: [ServiceGroups.PlantHealthCare],
  SizeId: null,
  SizeName: null,
  LocationId: 5,
  LocationName: 'Back yard',
  ConditionId: null,
  ConditionName: null,
  Latitude: null,
  Longitude: null,
  Coordinates: null,
  Notes: null,
  Version: 1,
  ...over,
});
const maple = tree({ Id: 102, Name: 'Red maple' });
// Lawn only: a Plant Health Care report does not cover it.
const lawn = tree({ Id: 103, Name: 'Front lawn', TypeName: 'Lawn', ServiceGroups: [ServiceGroups.LawnCare] });
const simple = (names: string[]) => names.map((Name, i) => ({ Id: i + 1, Name }));

beforeEach(async () => {
  useSessionStore.getState().signIn(loginResponse({ claims: adminClaims }), false);
  // What the catalogue knows of the chosen item's type, read when online.
  server.use(
    http.get(`${BASE}/serviceItem/:id`, () =>
      HttpResponse.json({
        ServiceItem: {},
        Insects: [],
        Diseases: [],
        EcologicalProblems: [],
        WeedTypes: [],
      }),
    ),
  );
  device = openTestDevice();
  await device.pulled('workOrder', deviceWorkOrder());
  await device.pulled('scoutingReport', entry());
  await device.pulled('serviceItem', maple);
  await device.pulled('serviceItem', lawn);
  await device.lookup(CREW_LOOKUPS.insects, simple(['Aphids', 'Borers']));
  await device.lookup(CREW_LOOKUPS.diseases, simple(['Anthracnose']));
  await device.lookup(CREW_LOOKUPS.ecologicalProblems, simple(['Drought']));
  await device.lookup(CREW_LOOKUPS.weedTypes, simple(['Crabgrass']));
});
afterEach(async () => {
  await closeTestDevice();
});

function render() {
  const onChanged = vi.fn();
  renderCrew(<ScoutingReportSection workOrder={workOrder} onChanged={onChanged} />);
  return onChanged;
}

async function openAdd(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Add entry' }));
  return screen.findByRole('dialog', { name: 'Add scouting entry' });
}

async function pickItem(
  user: ReturnType<typeof userEvent.setup>,
  dialog: HTMLElement,
  name: RegExp | string,
) {
  await user.click(within(dialog).getByRole('combobox', { name: /Inventory item/ }));
  await user.click(await screen.findByRole('option', { name }));
}

describe('the scouting report section', { timeout: 30_000 }, () => {
  it('adds an entry on the device, sending an other item only when it has a name', async () => {
    const user = userEvent.setup();
    const onChanged = render();
    const dialog = await openAdd(user);

    await user.click(within(dialog).getByRole('button', { name: 'Add other insect' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(M.SelectInventoryItem)).toBeInTheDocument();

    await user.click(within(dialog).getByRole('combobox', { name: /Inventory item/ }));
    expect(screen.queryByRole('option', { name: /Front lawn/ })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('option', { name: 'Red maple (Maple, Back yard)' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Insects' }));
    await user.click(await screen.findByRole('option', { name: 'Borers' }));
    // Pasted rather than typed key by key: the form re-renders on every change.
    const paste = async (name: string, text: string) => {
      await user.click(within(dialog).getByRole('textbox', { name }));
      await user.paste(text);
    };
    await paste('Other insect 1 name', 'Lace bug');
    await paste('Other insect 1 scientific name', 'Corythucha');
    await user.click(within(dialog).getByRole('button', { name: 'Add other insect' }));
    await paste('Other insect 2 scientific name', 'Unnamed');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onChanged).toHaveBeenCalled();
    const card = await screen.findByRole('listitem', { name: 'Red maple' });
    expect(within(card).getByText('Not synced')).toBeInTheDocument();
    expect(within(card).getByText(/Borers/)).toBeInTheDocument();
    expect(within(card).getByText(/Lace bug/)).toBeInTheDocument();
    const [queued] = await device.outbox();
    expect(queued).toMatchObject({ Entity: 'scoutingReport', Op: 'create', Refs: {} });
    expect(queued!.Data).toEqual({
      WorkOrderId: 42,
      ServiceItemId: 102,
      Insects: [2],
      Diseases: [],
      EcologicalProblems: [],
      WeedTypes: [],
      OtherInsects: [{ Name: 'Lace bug', ScientificName: 'Corythucha' }],
      OtherDiseases: [],
      OtherEcologicalProblems: [],
      OtherWeedTypes: [],
      Notes: null,
    });
  });

  it('scouts a tree added on the device: the item goes by its key until the server has it', async () => {
    goOffline();
    await device.ctx.store.putRecord({
      Entity: 'serviceItem',
      Key: 'tree-on-device',
      Id: null,
      Version: 0,
      Data: tree({ Id: 0, Name: 'Young oak', TypeName: 'Young oak', Version: 0 }),
      Base: null,
      Pending: 1,
      NeedsReview: false,
    });
    const user = userEvent.setup();
    render();
    const dialog = await openAdd(user);
    await pickItem(user, dialog, /Young oak/);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('listitem', { name: 'Young oak' })).toBeInTheDocument();
    expect(await device.outbox()).toEqual([
      expect.objectContaining({
        Op: 'create',
        Data: expect.objectContaining({ WorkOrderId: 42, ServiceItemId: null }),
        Refs: { ServiceItemId: 'tree-on-device' },
      }),
    ]);
  });

  it('queues an edit as the save body without Id and Version', async () => {
    const user = userEvent.setup();
    render();
    const card = await screen.findByRole('listitem', { name: 'White oak' });
    await user.click(within(card).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Scouting entry – White oak' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Notes' }), 'Spray in June');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    // The device write comes first; the card follows when the device's live query answers.
    await waitFor(
      async () =>
        expect(await device.outbox()).toEqual([
          expect.objectContaining({
            Op: 'update',
            Id: 70,
            BaseVersion: 1,
            Data: expect.objectContaining({ ServiceItemId: 101, Insects: [1], Notes: 'Spray in June' }),
          }),
        ]),
      { timeout: 15_000 },
    );
    expect(await screen.findByText('Spray in June', undefined, { timeout: 15_000 })).toBeInTheDocument();
    expect((await device.outbox())[0]!.Data).not.toHaveProperty('Id');
  });

  it('offers no weed types outside Lawn Care', async () => {
    const user = userEvent.setup();
    render();
    const dialog = await openAdd(user);
    expect(within(dialog).getByRole('combobox', { name: 'Insects' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('combobox', { name: 'Weed types' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Add other weed type' })).not.toBeInTheDocument();
  });

  it('offers weed types on Lawn Care work orders, and the lawn among the items', async () => {
    await device.pulled('workOrder', deviceWorkOrder({ ServiceGroupId: ServiceGroups.LawnCare }));
    const user = userEvent.setup();
    render();
    const dialog = await openAdd(user);
    expect(within(dialog).getByRole('combobox', { name: 'Weed types' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Add other weed type' })).toBeInTheDocument();
    await pickItem(user, dialog, /Front lawn/);
  });

  it('archives an entry after confirmation; restoring needs a connection', async () => {
    const user = userEvent.setup();
    render();
    const card = await screen.findByRole('listitem', { name: 'White oak' });
    await user.click(within(card).getByRole('button', { name: 'Archive' }));
    const dialog = await screen.findByRole('dialog', { name: 'Archive entry' });
    await user.click(within(dialog).getByRole('button', { name: 'Archive' }));
    expect(await screen.findByText(WorkOrderMessages.SuccessfullyArchived)).toBeInTheDocument();
    expect(await device.outbox()).toEqual([
      expect.objectContaining({ Entity: 'scoutingReport', Op: 'delete', Id: 70, BaseVersion: 1 }),
    ]);
    expect(await screen.findByText('No scouting entries yet.')).toBeInTheDocument();

    // The server answers with the entry archived; offline it stays archived.
    await device.pulled('scoutingReport', entry({ Id: 71, Archived: true, Version: 2 }));
    goOffline();
    await user.click(await screen.findByRole('switch', { name: 'Show archived (1)' }));
    const archived = await screen.findByRole('listitem', { name: 'White oak' });
    expect(within(archived).queryByRole('button', { name: 'Restore' })).not.toBeInTheDocument();
    expect(screen.getByText('Archived entries can be restored with a connection.')).toBeInTheDocument();
  });

  it('marks an entry the server sent back for review', async () => {
    await device.ctx.store.putRecord({
      ...(await device.ctx.store.getRecord('scoutingReport', 's:70'))!,
      NeedsReview: true,
    });
    render();
    const card = await screen.findByRole('listitem', { name: 'White oak' });
    expect(within(card).getByText('Needs review')).toBeInTheDocument();
  });

  it('asks before sending a report that was sent already, then sends with Resend', async () => {
    await device.pulled('workOrder', deviceWorkOrder({ SentScoutingReport: true }));
    const sends: string[] = [];
    server.use(
      http.get(`${BASE}/42/emailScoutingReport`, ({ request }) => {
        sends.push(new URL(request.url).search);
        return HttpResponse.json({
          Message: M.Sent,
          To: 'a@b.c',
          WasAlreadySent: true,
          SentScoutingReport: true,
        });
      }),
    );
    const user = userEvent.setup();
    const onChanged = render();
    await user.click(await screen.findByRole('button', { name: 'Send short version' }));
    let dialog = await screen.findByRole('dialog', { name: 'Send the scouting report again?' });
    expect(within(dialog).getByText(M.AlreadySent)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sends).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Send short version' }));
    dialog = await screen.findByRole('dialog', { name: 'Send the scouting report again?' });
    await user.click(within(dialog).getByRole('button', { name: 'Send again' }));
    expect(await screen.findByText(M.Sent)).toBeInTheDocument();
    expect(sends).toEqual(['?ShortVersion=true&Resend=true']);
    expect(onChanged).toHaveBeenCalled();
  });

  it('sends a first report without asking and names the version that failed', async () => {
    const sends: string[] = [];
    server.use(
      http.get(`${BASE}/42/emailScoutingReport`, ({ request }) => {
        sends.push(new URL(request.url).search);
        return HttpResponse.json({ Message: M.SendFailed }, { status: 502 });
      }),
    );
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: 'Send scouting report' }));
    expect(await screen.findByText(M.SendFailed)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send short version' }));
    expect(await screen.findByText(M.SendShortFailed)).toBeInTheDocument();
    expect(sends).toEqual(['?ShortVersion=false', '?ShortVersion=true']);
  });

  it('sends only with a connection and once every entry is synced', async () => {
    goOffline();
    const user = userEvent.setup();
    render();
    expect(await screen.findByText(SEND_NEEDS_CONNECTION)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send scouting report' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Send short version' })).toBeDisabled();
    expect(screen.getByText(NOTES_NEED_CONNECTION)).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Report notes/ }), 'Water weekly');
    expect(screen.getByRole('button', { name: 'Save notes' })).toBeDisabled();

    await device.ctx.store.putRecord({
      ...(await device.ctx.store.getRecord('scoutingReport', 's:70'))!,
      Pending: 1,
    });
    goOnline();
    expect(await screen.findByText(SEND_AFTER_SYNC)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send scouting report' })).toBeDisabled();
  });

  it('saves the report notes online', async () => {
    let notes: unknown = null;
    server.use(
      http.put(`${BASE}/42/updateNotes`, async ({ request }) => {
        notes = await request.json();
        return HttpResponse.json({ WorkOrderId: 42, ScoutingReportNotes: 'Water weekly' });
      }),
    );
    const user = userEvent.setup();
    const onChanged = render();
    const save = await screen.findByRole('button', { name: 'Save notes' });
    expect(save).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: /Report notes/ }), 'Water weekly');
    await user.click(save);
    expect(await screen.findByText('Updated Successfully')).toBeInTheDocument();
    expect(notes).toEqual({ ScoutingReportNotes: 'Water weekly' });
    expect(onChanged).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Save notes' })).toBeDisabled();
  });

  it('is read only with WorkOrders_ScoutingReport ReadOnly', async () => {
    useSessionStore.getState().signIn(loginResponse({ claims: claimsOf(UserRoles.Foreman) }), false);
    render();
    expect(await screen.findByRole('listitem', { name: 'White oak' })).toBeInTheDocument();
    expect(screen.getByText(/Aphids/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add entry' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Send/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Archive' })).not.toBeInTheDocument();
  });
});
