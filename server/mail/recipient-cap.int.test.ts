import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { config } from '../core/config';
import { appDataSource } from '../data-source';
import { freshDatabase } from '../testing/test-database';
import type { MailIntent } from './mail-intent.types';
import { enqueueMails } from './outbox.service';

/**
 * The recipient cap is for addresses someone typed. A mail to an address the site holds (an owner
 * staff invited, a subscriber who confirmed with their own link) is never skipped: whoever types
 * that address into the forms all day must not keep it from its owner. Real PostgreSQL.
 */
describe('the recipient cap and addresses the site holds', () => {
  let ds: DataSource;
  beforeAll(async () => {
    ds = appDataSource(await freshDatabase(), { poolSize: 2 });
    await ds.initialize();
  });
  afterAll(async () => {
    await ds?.destroy();
  });

  const limit = () => config().RECIPIENT_DAILY_LIMIT;
  const written = async (to: string, template: string): Promise<number> => {
    const [{ n }]: { n: number }[] = await ds.query(
      `SELECT count(*)::int AS n FROM outbox WHERE payload->>'to' = $1 AND payload->>'template' = $2`,
      [to, template],
    );
    return n;
  };
  const passwordMail = (template: 'owner-invitation' | 'owner-password-reset', to: string): MailIntent => ({
    template,
    to,
    lang: 'nl',
    resetToken: randomUUID(),
    name: 'Anna',
    linkMinutes: 60,
    expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
  });
  /** An attacker's day: the stranger's address typed into a form until the cap is reached. */
  const exhaust = async (to: string) => {
    for (let i = 0; i < limit(); i++)
      await enqueueMails(ds.manager, [{ template: 'site-contact.confirmation', to, lang: 'en' }]);
    const skipped = await enqueueMails(ds.manager, [
      { template: 'site-contact.confirmation', to, lang: 'en' },
    ]);
    expect(skipped).toHaveLength(1);
  };

  it('the owner invitation goes to an address whose day is used up, however many', async () => {
    const owner = `owner-${randomUUID()}@example.be`;
    await exhaust(owner.toUpperCase());
    for (let i = 0; i < limit() + 2; i++)
      expect(await enqueueMails(ds.manager, [passwordMail('owner-invitation', owner)])).toEqual([]);
    expect(await written(owner, 'owner-invitation')).toBe(limit() + 2);
  });

  it('the newsletter welcome goes to an address whose day is used up', async () => {
    const subscriber = `subscriber-${randomUUID()}@example.be`;
    await exhaust(subscriber);
    const welcome: MailIntent = {
      template: 'newsletter.welcome',
      to: subscriber,
      lang: 'fr',
      unsubscribeUrl: `${config().PUBLIC_URL}/api/newsletter/unsubscribe?token=x`,
    };
    expect(await enqueueMails(ds.manager, [welcome, welcome])).toEqual([]);
    expect(await written(subscriber, 'newsletter.welcome')).toBe(2);
  });

  it('neither counts against the cap; the password reset, asked for on the site, still does', async () => {
    const owner = `reset-${randomUUID()}@example.be`;
    await enqueueMails(ds.manager, [passwordMail('owner-invitation', owner)]);
    const resets = Array.from({ length: limit() + 1 }, () => passwordMail('owner-password-reset', owner));
    const skipped = await enqueueMails(ds.manager, resets);
    expect(skipped.map((s) => s.template)).toEqual(['owner-password-reset']);
    expect(await written(owner, 'owner-password-reset')).toBe(limit());
  });
});
