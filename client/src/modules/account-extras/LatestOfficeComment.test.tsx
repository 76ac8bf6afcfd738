import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { mockApi } from '../../test/mockApi';
import type { OfficeComment } from '@canopy/shared';
import { LatestOfficeComment } from './LatestOfficeComment';
import { billingManagerClaims, officeManagerClaims, renderHosted, signInAs } from './testing';

const older: OfficeComment = {
  Id: 1,
  AccountId: 5,
  NoteText: 'Gate code 1234',
  DateCreated: '2025-03-01T15:00:00.000Z',
  CreatedById: 7,
  CreatedBy: 'Ada Oak',
};
const newer: OfficeComment = {
  Id: 2,
  AccountId: 5,
  NoteText: 'Customer prefers\nmorning visits',
  DateCreated: '2025-04-02T15:30:00.000Z',
  CreatedById: 8,
  CreatedBy: 'Ben Elm',
};

let comments: OfficeComment[] = [];
const posts: unknown[] = [];
const { server } = mockApi([
  http.get('/api/v1/account-office-comments/recent/5', () => HttpResponse.json(comments[0] ?? null)),
  http.get('/api/v1/account-office-comments/account/5', () =>
    HttpResponse.json(comments, { headers: { 'X-List-Count': String(comments.length) } }),
  ),
  http.get('/api/v1/accounts/5', () => HttpResponse.json({ Id: 5, Name: 'Maple Court HOA' })),
  http.post('/api/v1/account-office-comments', async ({ request }) => {
    const body = (await request.json()) as { AccountId: number; NoteText: string };
    posts.push(body);
    const added = { ...newer, Id: 3, NoteText: body.NoteText, CreatedBy: 'Ada Oak' };
    comments = [added, ...comments];
    return HttpResponse.json(added);
  }),
]);
beforeAll(() => {
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});
afterEach(() => {
  comments = [];
  posts.length = 0;
});

const widget = () => screen.getByRole('region', { name: 'Office comment' });

describe('the latest office comment widget', () => {
  it('shows the newest comment with its author and time, and adds one', async () => {
    signInAs(officeManagerClaims);
    comments = [newer, older];
    const user = userEvent.setup({ delay: null });
    renderHosted(<LatestOfficeComment accountId={5} canEdit />);
    expect(await screen.findByText(/Customer prefers/)).toBeInTheDocument();
    expect(within(widget()).queryByText('Gate code 1234')).not.toBeInTheDocument();
    expect(within(widget()).getByText(/^Ben Elm · 4\/2\/2025/)).toBeInTheDocument();
    expect(within(widget()).getByRole('link', { name: 'History' })).toHaveAttribute(
      'href',
      '/accounts/office-comments?id=5',
    );

    await user.click(within(widget()).getByRole('button', { name: 'Add comment' }));
    const save = screen.getByRole('button', { name: 'Save comment' });
    expect(save).toBeDisabled();
    const box = screen.getByRole('textbox', { name: 'New comment' });
    expect(box).toHaveAttribute('maxlength', '4000');
    await user.type(box, '  Call before spraying  ');
    await user.click(save);
    await waitFor(() => expect(posts).toEqual([{ AccountId: 5, NoteText: 'Call before spraying' }]));
    expect(await within(widget()).findByText('Call before spraying')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'New comment' })).not.toBeInTheDocument();
  });

  it('says so when there is no comment, and offers neither adding nor history to read-only users', async () => {
    signInAs(billingManagerClaims);
    renderHosted(<LatestOfficeComment accountId={5} canEdit={false} />);
    expect(await screen.findByText('No office comments yet')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add comment' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'History' })).not.toBeInTheDocument();
  });

  it('shows the server’s objection on the comment box and keeps the text', async () => {
    signInAs(officeManagerClaims);
    server.use(
      http.post('/api/v1/account-office-comments', () =>
        HttpResponse.json(
          { Message: 'Please enter a comment.', ModelState: { NoteText: ['Please enter a comment.'] } },
          { status: 400 },
        ),
      ),
    );
    const user = userEvent.setup({ delay: null });
    renderHosted(<LatestOfficeComment accountId={5} canEdit />);
    await screen.findByText('No office comments yet');
    await user.click(screen.getByRole('button', { name: 'Add comment' }));
    await user.type(screen.getByRole('textbox', { name: 'New comment' }), 'x');
    await user.click(screen.getByRole('button', { name: 'Save comment' }));
    expect(await screen.findByText('Please enter a comment.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'New comment' })).toHaveValue('x');
  });

  it('opens the history: every comment newest first, with its own add form', async () => {
    signInAs(officeManagerClaims);
    comments = [newer, older];
    const user = userEvent.setup({ delay: null });
    const { router } = renderHosted(<LatestOfficeComment accountId={5} canEdit />);
    await user.click(await screen.findByRole('link', { name: 'History' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/accounts/office-comments'));
    expect(await screen.findByRole('heading', { name: 'Office Comments' })).toBeInTheDocument();
    expect(await screen.findByText('Maple Court HOA')).toBeInTheDocument();
    const history = screen.getByRole('region', { name: 'Comment history' });
    const items = within(history).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      expect.stringContaining('morning visits'),
      expect.stringContaining('Gate code 1234'),
    ]);
    expect(within(history).getByText('2 comments')).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'New comment' }), 'Dog in yard');
    await user.click(screen.getByRole('button', { name: 'Save comment' }));
    await waitFor(() => expect(within(history).getAllByRole('listitem')).toHaveLength(3));
    expect(within(history).getAllByRole('listitem')[0]).toHaveTextContent('Dog in yard');
    expect(screen.getByRole('textbox', { name: 'New comment' })).toHaveValue('');

    await user.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/host'));
  });

  it('shows the empty history honestly', async () => {
    signInAs(officeManagerClaims);
    renderHosted(null, { path: '/accounts/office-comments?id=5' });
    expect(await screen.findByText('No office comments yet')).toBeInTheDocument();
  });
});
