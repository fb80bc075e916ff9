import { describe, expect, it } from 'vitest';
import { listingContact } from './listing-contact';

describe('listingContact', () => {
  it.each([
    [
      'an agent with a mobile',
      { name: 'Sofie Janssens', phone: '0471234567' },
      '022345678',
      { agent: 'Sofie Janssens', phone: '0471 23 45 67' },
    ],
    [
      'an agent with a land line as typed',
      { name: 'Marc Dubois', phone: '02/234.56.79' },
      '022345678',
      { agent: 'Marc Dubois', phone: '022 34 56 79' },
    ],
    [
      'an agent without a phone: the agency’s',
      { name: 'Marc Dubois', phone: '' },
      '022345678',
      { agent: 'Marc Dubois', phone: '022 34 56 78' },
    ],
    ['no agent: the agency’s phone alone', null, '+3222345678', { agent: null, phone: '+32 22 34 56 78' }],
    ['no agent and no agency phone', null, '', { agent: null, phone: null }],
    [
      'an agent without a name',
      { name: '', phone: '0471234567' },
      '',
      { agent: null, phone: '0471 23 45 67' },
    ],
  ])('%s', (_, agent, agencyPhone, contact) => expect(listingContact(agent, agencyPhone)).toEqual(contact));
});
