// The box office's search of hotels: by name, city or address, linked without dates.
import { describe, expect, it, vi } from 'vitest';
import { hotel } from '@/server/ticketing/test-support/catalogue-items';
import { allHotels } from './reads';
import { hotelHits } from './search';

vi.mock('./reads', () => ({ allHotels: vi.fn() }));

describe('hotelHits', () => {
  it('finds hotels by their city and links to the hotel with no dates yet', async () => {
    vi.mocked(allHotels).mockResolvedValue([
      hotel(11, 'Garden City Residence', 'Port Harcourt'),
      hotel(12, 'Lagoon Crest Ikeja', 'Lagos'),
    ]);
    expect(await hotelHits(['lagos'])).toEqual([
      expect.objectContaining({ title: 'Lagoon Crest Ikeja', href: '/box-office?hotel=12' }),
    ]);
  });
});
