import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Messages } from '@canopy/shared';
import { ApiError } from '../kernel/api/errors';
import { handleApiError } from './handleApiError';

const notifyError = vi.hoisted(() => vi.fn());
vi.mock('./notify', () => ({ notifyError, notifySuccess: vi.fn() }));
const report = vi.hoisted(() => vi.fn());
vi.mock('../kernel/errors/reportClientError', () => ({ reportClientError: report }));

describe('handleApiError', () => {
  beforeEach(() => {
    notifyError.mockClear();
    report.mockClear();
  });

  it('shows the connection message on a network failure', () => {
    expect(handleApiError(new ApiError(0, Messages.ConnectionError), 'Save Failed')).toBe(
      Messages.ConnectionError,
    );
  });

  it('gives the first Service message priority over field errors and the generic text', () => {
    const err = new ApiError(400, 'Bad', { Name: ['Name is required'], Service: ['Account is closed', 'x'] });
    expect(handleApiError(err, 'Save Failed')).toBe('Account is closed');
  });

  it('passes a "--" marker message through whole, for the heading-and-bullets toast', () => {
    const err = new ApiError(400, 'Cannot save--Name missing--Zip invalid');
    expect(handleApiError(err, 'Save Failed')).toBe('Cannot save--Name missing--Zip invalid');
  });

  it('toasts field errors one line each unless a form shows them', () => {
    const err = new ApiError(400, 'Bad', { Name: ['Name is required'], Zip: ['Zip is invalid'] });
    expect(handleApiError(err, 'Save Failed')).toBe('Name is required\nZip is invalid');
    expect(handleApiError(err, 'Save Failed', { fieldsShown: true })).toBe('Save Failed');
  });

  it('leaves a 409 to the form and uses the generic message otherwise', () => {
    expect(handleApiError(new ApiError(409, 'Changed'), 'Save Failed')).toBeNull();
    expect(notifyError).not.toHaveBeenCalled();
    expect(handleApiError(new ApiError(500, 'Boom'), 'Save Failed')).toBe('Save Failed');
    expect(handleApiError(new ApiError(403, 'Not Authorized'), 'Save Failed')).toBe(Messages.NotAuthorized);
  });

  it('reports a non-API failure as a client error', () => {
    expect(handleApiError(new TypeError('x is undefined'), 'Save Failed')).toBe('Save Failed');
    expect(report).toHaveBeenCalledOnce();
  });
});
