import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { ModalsHost } from '../../ui/ModalsHost';
import { Notifications, notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { http, HttpResponse } from 'msw';
import type { ClaimFlags, Employee } from '@canopy/shared';
import { createAppRouter } from '../../app/router';
import { useSessionStore } from '../../kernel/session/sessionStore';
import { adminClaims, loginResponse } from '../../test/sessions';
import { newQueryClient } from '../../ui/test-utils';

/** The signed-in user of the tests: employee 7 unless told otherwise. */
export function signIn(claims: ClaimFlags = adminClaims, employeeId = 7) {
  const response = loginResponse({ claims });
  response.Employee.Id = employeeId;
  useSessionStore.getState().signIn(response, false);
}

/** Renders the whole app at a path, as the browser would open it. */
export function renderRoute(path: string) {
  const queryClient = newQueryClient();
  const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [path] }));
  notifications.clean();
  function Providers({ children }: { children: ReactNode }) {
    return (
      <MantineProvider env="test">
        <ModalsHost>
          <Notifications />
          <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
        </ModalsHost>
      </MantineProvider>
    );
  }
  render(<RouterProvider router={router} />, { wrapper: Providers });
  return { router, queryClient };
}

export const fullRights = { view: true, editBasic: true, editOwn: true, editFull: true, viewWage: true };

export function employeeFixture(overrides: Partial<Employee> = {}): Employee {
  return {
    Id: 42,
    FirstName: 'Nina',
    LastName: 'Patel',
    JobTitleIds: [2],
    BranchIds: [2],
    EmployeeBranches: [{ BranchId: 2, BranchName: 'Lakeview' }],
    PrimaryBranchId: 2,
    StatusId: 1,
    Version: 4,
    Crew: false,
    AssignedToAllBranches: false,
    EmployeeOverrideCommission: false,
    IsSalesRep: false,
    ReceivesCommission: false,
    Email: 'nina@example.com',
    Address: null,
    City: null,
    State: null,
    Zip: null,
    EmployeePhoneNumbers: [{ Phone: '3125550100', Extension: null, IsPreferred: true, PhoneTypeId: 3 }],
    SalesTerritoryId: null,
    GeographicAssignments: [],
    EmergencyContacts: [],
    DateStart: '2024-03-01',
    DateReview: '2025-03-01',
    WorkShifts: [],
    HourlyWage: 24.5,
    DecreaseSupplementalAmount: null,
    UserRoleId: 2,
    HasPortalAccess: true,
    Username: 'nina',
    AuthUserId: 12,
    PortalAccessVersion: 1,
    Certifications: [],
    PhotoUrl: null,
    SignatureUrl: null,
    Rights: fullRights,
    ...overrides,
  };
}

/** The lookups the employee screens load: branch choices, roles, sales territories. */
export const lookupHandlers = [
  http.get('/api/v1/branches/employee/:me/:claimType', () =>
    HttpResponse.json({
      AllBranchesOption: true,
      Branches: [
        { Id: 1, Name: 'North Shore', StatusId: 1 },
        { Id: 2, Name: 'Lakeview', StatusId: 1 },
      ],
    }),
  ),
  http.get('/api/v1/employees/accessLevels', () =>
    HttpResponse.json([
      { Id: 1, Name: 'Administrator' },
      { Id: 2, Name: 'Arborist' },
    ]),
  ),
  http.get('/api/v1/salesTerritories/all', () =>
    HttpResponse.json([{ Id: 5, Name: 'Lakeview East', BranchId: 2 }]),
  ),
];
