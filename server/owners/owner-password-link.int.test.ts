import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DataSource } from 'typeorm';
import { appDataSource } from '../data-source';
import { freshDatabase } from '../testing/test-database';
import { addOwner, INVITATION_LINK_DAYS } from './owner-admin.service';
import { RESET_LINK_MINUTES } from '../accounts/password-link.service';
import { requestOwnerPasswordReset } from './owner-auth.service';

/**
 * The mails with a link to choose a password carry how long the link works and when it dies, so
 * the template can say so and the mail job can drop a mail whose link is already dead, from the
 * outbox payload alone.
 */
describe('password link mails', () => {
  let ds: DataSource;
  beforeAll(async () => {
    ds = appDataSource(await freshDatabase(), { poolSize: 2 });
    await ds.initialize();
  });
  afterAll(async () => {
    await ds?.destroy();
  });

  const payloadOf = async (template: string, to: string) => {
    const [row]: { payload: Record<string, unknown> }[] = await ds.query(
      `SELECT payload FROM outbox WHERE payload->>'template' = $1 AND payload->>'to' = $2`,
      [template, to],
    );
    return row.payload;
  };
  const minutesFromNow = (iso: unknown, before: number, after: number, minutes: number) => {
    expect(iso).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    const at = Date.parse(iso as string);
    expect(at).toBeGreaterThanOrEqual(before + minutes * 60_000);
    expect(at).toBeLessThanOrEqual(after + minutes * 60_000);
  };

  it('the reset mail says its link works RESET_LINK_MINUTES and until when', async () => {
    const [owner]: { email: string }[] = await ds.query(`SELECT email FROM owner ORDER BY id LIMIT 1`);
    const before = Date.now();
    const answer = await requestOwnerPasswordReset(ds, {
      email: owner.email,
      lang: 'nl',
      ip: '198.51.100.31',
    });
    const after = Date.now();
    expect(answer).toBe('SENT');
    const payload = await payloadOf('owner-password-reset', owner.email);
    expect(payload.linkMinutes).toBe(RESET_LINK_MINUTES);
    minutesFromNow(payload.expiresAt, before, after, RESET_LINK_MINUTES);
  });

  it('the invitation mail says its link works INVITATION_LINK_DAYS and until when', async () => {
    const email = 'new.owner@example.be';
    const before = Date.now();
    await addOwner(
      ds,
      { email, firstName: 'Lies', lastName: 'Janssens', lang: 'fr', propertyIds: [] },
      { invite: true },
    );
    const after = Date.now();
    const payload = await payloadOf('owner-invitation', email);
    expect(payload.linkMinutes).toBe(INVITATION_LINK_DAYS * 24 * 60);
    minutesFromNow(payload.expiresAt, before, after, INVITATION_LINK_DAYS * 24 * 60);
  });
});
