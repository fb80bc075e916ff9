import { describe, expect, it } from 'vitest';
import { RecipientCaps1763683200014 } from '../../migrations/1763683200014-recipient-caps';
import { config } from '../core/config';
import { appDataSource } from '../data-source';
import { subscriptionUrl } from '../alerts/subscription-links';
import { freshDatabase } from '../testing/test-database';
import { insertOutboxRow } from './outbox.testing';
import { renderOutboxMail } from './render-outbox-mail';

/**
 * Mails are rendered from their payload alone, and the subscription mails take their links from
 * it. Unsent rows written by the code before carry tokens (and friend mails the sender as their
 * Reply-To): the migration gives them the links and the Reply-To the writers give rows now, so
 * they go out as written today.
 */
describe('recipient caps migration: unsent mails of the code before', () => {
  it('gives subscription mails their links and friend mails the agency as Reply-To; sent mails stay', async () => {
    const copy = appDataSource(await freshDatabase(), { poolSize: 2 });
    await copy.initialize();
    const q = copy.createQueryRunner();
    try {
      const migration = new RecipientCaps1763683200014();
      await migration.down(q);
      const [{ id: propertyId }]: { id: number }[] = await q.query(
        `SELECT id FROM property WHERE withdrawn_at IS NULL ORDER BY id LIMIT 1`,
      );
      // Rows as the code before the migration wrote them.
      const old = {
        newsletterConfirm: await insertOutboxRow(q, {
          to: 'sub@example.be',
          template: 'newsletter.confirm',
          payload: { confirmToken: 'confirm-token_1' },
        }),
        welcome: await insertOutboxRow(q, {
          to: 'sub@example.be',
          template: 'newsletter.welcome',
          status: 'queued',
          payload: { unsubscribeToken: 'a b/c+d' },
        }),
        demandConfirmation: await insertOutboxRow(q, {
          to: 'demand@example.be',
          template: 'demand-register.confirmation',
          status: 'dead',
          payload: { unsubscribeToken: 'demand-token' },
        }),
        match: await insertOutboxRow(q, {
          to: 'demand@example.be',
          template: 'demand-register.match',
          payload: { unsubscribeToken: 'match-token', propertyId },
        }),
        friend: await insertOutboxRow(q, {
          to: 'friend@example.be',
          template: 'send-to-friend.friend',
          payload: { propertyId, replyTo: 'sender@example.be' },
        }),
        agency: await insertOutboxRow(q, {
          to: 'agency',
          template: 'site-contact',
          payload: { replyTo: 'visitor@example.be' },
        }),
        sent: await insertOutboxRow(q, {
          to: 'sub@example.be',
          template: 'newsletter.welcome',
          status: 'sent',
          payload: { unsubscribeToken: 'sent-token', replyTo: 'x@example.be' },
        }),
      };
      await migration.up(q);

      const payloads = new Map<string, Record<string, unknown>>(
        (
          (await q.query(`SELECT id::text, payload FROM outbox WHERE id = ANY($1::bigint[])`, [
            Object.values(old),
          ])) as { id: string; payload: Record<string, unknown> }[]
        ).map((r) => [r.id, r.payload]),
      );
      const payload = (id: string) => payloads.get(id)!;
      expect(payload(old.newsletterConfirm)).toMatchObject({
        confirmUrl: subscriptionUrl('newsletterConfirm', 'confirm-token_1'),
      });
      expect(payload(old.welcome)).toMatchObject({
        unsubscribeUrl: subscriptionUrl('newsletterUnsubscribe', 'a b/c+d'),
      });
      expect(payload(old.demandConfirmation)).toMatchObject({
        unsubscribeUrl: subscriptionUrl('demandUnsubscribe', 'demand-token'),
      });
      expect(payload(old.match)).toMatchObject({
        unsubscribeUrl: subscriptionUrl('demandUnsubscribe', 'match-token'),
      });
      for (const id of [old.newsletterConfirm, old.welcome, old.demandConfirmation, old.match]) {
        expect(payload(id)).not.toHaveProperty('unsubscribeToken');
        expect(payload(id)).not.toHaveProperty('confirmToken');
      }
      expect(payload(old.friend).replyTo).toBe(config().AGENCY_EMAIL);
      expect(payload(old.agency).replyTo).toBe('visitor@example.be');
      expect(payload(old.sent)).toMatchObject({ unsubscribeToken: 'sent-token', replyTo: 'x@example.be' });

      // Each unsent mail renders with its link, as the worker will send it.
      const links: [string, string][] = [
        [old.newsletterConfirm, 'confirmUrl'],
        [old.welcome, 'unsubscribeUrl'],
        [old.demandConfirmation, 'unsubscribeUrl'],
        [old.match, 'unsubscribeUrl'],
      ];
      for (const [id, key] of links) {
        const row = payload(id);
        const mail = await renderOutboxMail(copy, row as Parameters<typeof renderOutboxMail>[1]);
        expect(mail.text).toContain(String(row[key]));
      }
    } finally {
      await q.release();
      await copy.destroy();
    }
  });
});
