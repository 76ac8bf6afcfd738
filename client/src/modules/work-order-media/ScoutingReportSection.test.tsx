import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import {
  ScoutingReportMessages as M,
  ServiceGroups,
  UserRoles,
  type NewScoutingEntry,
  type ServiceItemDetail,
  type WorkOrderScouting,
} from '@canopy/shared';
import { useSessionStore } from '../../app/session/sessionStore';
import { adminClaims, claimsOf, loginResponse } from '../../app/testing/sessions';
import { ScoutingReportSection } from './ScoutingReportSection';
import { entry, renderSection, report, workOrder } from './testing';

const BASE = '/api/v1/workOrders/workOrderScoutingInfo';
const server = setupServer();
let current: WorkOrderScouting = report();
const maple: ServiceItemDetail = {
  Id: 102,
  AccountLocationId: 12,
  Name: 'Red maple',
  ServiceItemType: {
    Id: 4,
    Name: 'Maple',
    ScientificName: 'Acer rubrum',
    IsLegacy: false,
    ServiceGroups: [2],
  },
  AccountLocationOtherItemType: null,
  ServiceItemSize: null,
  ServiceItemLocation: { Id: 1, Name: 'Back yard' },
  ServiceItemCondition: null,
  Latitude: null,
  Longitude: null,
  Coordinates: null,
  Notes: null,
  Version: 1,
};
const simple = (names: string[]) => names.map((Name, i) => ({ Id: i + 1, Name }));

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});
beforeEach(() => {
  current = report();
  useSessionStore.getState().signIn(loginResponse({ claims: adminClaims }), false);
  server.use(
    http.get(`${BASE}/42`, () => HttpResponse.json(current)),
    http.get('/api/v1/serviceItems/scouting-report-items', () => HttpResponse.json([maple])),
    http.get(`${BASE}/serviceItem/102`, () =>
      HttpResponse.json({
        ServiceItem: maple,
        Insects: [],
        Diseases: [],
        EcologicalProblems: [],
        WeedTypes: [],
      }),
    ),
    http.get('/api/v1/inventory-meta-items/simple/insects', () =>
      HttpResponse.json(simple(['Aphids', 'Borers'])),
    ),
    http.get('/api/v1/inventory-meta-items/simple/diseases', () =>
      HttpResponse.json(simple(['Anthracnose'])),
    ),
    http.get('/api/v1/inventory-meta-items/simple/ecological-problems', () =>
      HttpResponse.json(simple(['Drought'])),
    ),
    http.get('/api/v1/inventory-meta-items/simple/weed-types', () =>
      HttpResponse.json(simple(['Crabgrass'])),
    ),
  );
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function render(over: Partial<typeof workOrder> = {}) {
  const onChanged = vi.fn();
  renderSection(<ScoutingReportSection workOrder={{ ...workOrder, ...over }} onChanged={onChanged} />);
  return onChanged;
}

async function openAdd(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Add entry' }));
  return screen.findByRole('dialog', { name: 'Add scouting entry' });
}

describe('the scouting report section', () => {
  it('adds an entry, sending an other item only when it has a name', async () => {
    let sent: NewScoutingEntry | null = null;
    server.use(
      http.post(BASE, async ({ request }) => {
        sent = (await request.json()) as NewScoutingEntry;
        current = report({ Entries: [...current.Entries, entry({ Id: 71, ServiceItemId: 102 })] });
        return HttpResponse.json(current.Entries[1]);
      }),
    );
    const user = userEvent.setup();
    const onChanged = render();
    const dialog = await openAdd(user);

    await user.click(within(dialog).getByRole('button', { name: 'Add other insect' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(M.SelectInventoryItem)).toBeInTheDocument();

    await user.click(within(dialog).getByRole('combobox', { name: /Inventory item/ }));
    await user.click(await screen.findByRole('option', { name: 'Red maple (Maple, Back yard)' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Insects' }));
    await user.click(await screen.findByRole('option', { name: 'Borers' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add other insect' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Other insect 1 name' }), 'Lace bug');
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Other insect 1 scientific name' }),
      'Corythucha',
    );
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Other insect 2 scientific name' }),
      'Unnamed',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(sent).not.toBeNull());
    expect(sent).toMatchObject({
      WorkOrderId: 42,
      ServiceItemId: 102,
      Insects: [2],
      OtherInsects: [{ Name: 'Lace bug', ScientificName: 'Corythucha' }],
      OtherDiseases: [],
      WeedTypes: [],
    });
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findAllByRole('listitem', { name: 'White oak' })).toHaveLength(2);
  });

  it('says Adding info failed when the server refuses the entry', async () => {
    server.use(http.post(BASE, () => HttpResponse.json({ Message: 'x' }, { status: 500 })));
    const user = userEvent.setup();
    render();
    const dialog = await openAdd(user);
    await user.click(within(dialog).getByRole('combobox', { name: /Inventory item/ }));
    await user.click(await screen.findByRole('option', { name: /Red maple/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(M.AddingInfoFailed)).toBeInTheDocument();
  });

  it('offers no weed types outside Lawn Care', async () => {
    const user = userEvent.setup();
    render();
    const dialog = await openAdd(user);
    expect(within(dialog).getByRole('combobox', { name: 'Insects' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('combobox', { name: 'Weed types' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Add other weed type' })).not.toBeInTheDocument();
  });

  it('offers weed types on Lawn Care work orders', async () => {
    current = report({ ServiceGroupId: ServiceGroups.LawnCare, WeedTypesAllowed: true });
    const user = userEvent.setup();
    render({ ServiceGroupId: ServiceGroups.LawnCare });
    const dialog = await openAdd(user);
    expect(within(dialog).getByRole('combobox', { name: 'Weed types' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Add other weed type' })).toBeInTheDocument();
  });

  it('asks before sending a report that was sent already, then sends with Resend', async () => {
    current = report({ SentScoutingReport: true });
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

  it('archives an entry after confirmation and says Archiving failed when it fails', async () => {
    server.use(http.post(`${BASE}/70/toggleArchived`, () => HttpResponse.json({}, { status: 500 })));
    const user = userEvent.setup();
    render();
    const card = await screen.findByRole('listitem', { name: 'White oak' });
    await user.click(within(card).getByRole('button', { name: 'Archive' }));
    const dialog = await screen.findByRole('dialog', { name: 'Archive entry' });
    await user.click(within(dialog).getByRole('button', { name: 'Archive' }));
    expect(await screen.findByText(M.ArchivingFailed)).toBeInTheDocument();
  });

  it('saves the report notes', async () => {
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
