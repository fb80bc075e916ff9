import { describe, expect, it } from 'vitest';
import { formatPhone } from '../../../common/phone';
import { SITE_CONFIG_SEED } from './site-config.seed-data';

// The footer's and the top bar's texts are typed by the agency, not built from the agency's phone:
// they must still read the number as every other page and mail writes it.
describe('the demo site configuration writes the agency phone by the one rule', () => {
  const phone = SITE_CONFIG_SEED.agency.phone;
  const national = formatPhone(phone);
  const international = formatPhone(`+32${phone.slice(1)}`);

  it.each(['nl', 'fr', 'en'] as const)('footer in %s', (lang) => {
    const text = SITE_CONFIG_SEED.footer.columns[0].fullText[lang] ?? '';
    expect([national, international].some((p) => text.includes(`<br>${p}<br>`))).toBe(true);
  });

  it.each(['nl', 'fr', 'en'] as const)('top bar phone item in %s', (lang) => {
    const item = SITE_CONFIG_SEED.topBar.left.find((i) => i.link.startsWith('tel:'));
    const label = item?.label[lang] ?? '';
    expect(formatPhone(label)).toBe(label);
    expect([national, international]).toContain(label);
  });
});
