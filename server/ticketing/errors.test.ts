// Tests of mapping the service's failures to the client's two error types.
import { describe, expect, it } from 'vitest';
import {
  errorFromFetchFailure,
  errorFromResponse,
  TicketingError,
  TicketingUnavailableError,
} from './errors';

describe('error mapping', () => {
  it('keeps status, message, errors (string or list) and reason of the envelope', () => {
    const error = errorFromResponse(400, {
      success: false,
      status: 400,
      message: 'Invalid request',
      reason: 'validation',
      errors: {
        experience_id: 'The experience id is invalid.',
        'tickets.0.id': ['Unknown ticket.'],
      },
    });
    expect(error).toBeInstanceOf(TicketingError);
    expect(error).toMatchObject({ status: 400, message: 'Invalid request', reason: 'validation' });
    expect((error as TicketingError).messagesFor('experience_id')).toEqual([
      'The experience id is invalid.',
    ]);
    expect((error as TicketingError).messagesFor('tickets')).toEqual(['Unknown ticket.']);
  });

  it('survives a body that is not the envelope', () => {
    expect(errorFromResponse(404, '<html>nginx</html>')).toMatchObject({
      status: 404,
      message: 'Ticketing service answered 404',
    });
    expect(errorFromResponse(502, undefined)).toBeInstanceOf(TicketingUnavailableError);
  });

  it('tells a timeout from a network failure', () => {
    expect(errorFromFetchFailure(new DOMException('timed out', 'TimeoutError')).kind).toBe(
      'timeout',
    );
    expect(errorFromFetchFailure(new TypeError('fetch failed')).kind).toBe('network');
  });
});
