import type { OutboxStatus } from '@vip/domain';
import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describeEachBackend } from '../../test/helpers';
import { idempotencyKeys } from '../http/idempotency-schema';
import { captchas } from '../modules/captcha/schema';
import { emailSignups, loginCodes, memberSessions, members, refreshTokens } from '../modules/member/schema';
import { passwordResetCodes } from '../modules/password-reset/schema';
import { outbox } from '../outbox/schema';
import { rateLimitCounters } from '../rate-limit/schema';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const ago = (ms: number) => new Date(Date.now() - ms);
const ahead = (ms: number) => new Date(Date.now() + ms);

describeEachBackend(
  'periodic clean-up',
  (api) => {
    it('deletes spent codes, captchas, windows, tokens, long-ended sessions and old sent SMS; keeps the rest', async () => {
      const db = api().app.db;

      const codes = await db
        .insert(loginCodes)
        .values(
          [ago(2 * DAY), ago(HOUR), ahead(HOUR)].map((expiresAt) => ({
            mobile: '09120000001',
            codeHash: 'h',
            expiresAt,
          })),
        )
        .returning({ id: loginCodes.id });
      const captchaIds = [randomUUID(), randomUUID(), randomUUID()];
      await db.insert(captchas).values(
        [ago(2 * DAY), ago(HOUR), ahead(HOUR)].map((expiresAt, i) => ({
          id: captchaIds[i],
          clientKey: 'k',
          answerHash: 'h',
          expiresAt,
        })),
      );
      await db.insert(rateLimitCounters).values([
        { key: 'ended', windowStart: ago(2 * HOUR), hits: 3, expiresAt: ago(HOUR) },
        { key: 'current', windowStart: ago(HOUR / 2), hits: 3, expiresAt: ahead(HOUR / 2) },
      ]);

      const [member] = await db.insert(members).values({ mobile: '09120000001' }).returning({ id: members.id });
      const session = async (createdAt: Date, revokedAt: Date | null, tokenExpiries: Date[]) => {
        const [s] = await db
          .insert(memberSessions)
          .values({
            memberId: member.id,
            method: 'mobile',
            createdAt,
            revokedAt,
            revokedReason: revokedAt && 'signout',
          })
          .returning({ id: memberSessions.id });
        if (tokenExpiries.length) {
          await db
            .insert(refreshTokens)
            .values(tokenExpiries.map((expiresAt) => ({ sessionId: s.id, tokenHash: randomUUID(), expiresAt })));
        }
        return s.id;
      };
      // Signed in 40 days ago, refreshed until its last token expired 10 days ago: ended, kept as audit.
      const endedRecently = await session(ago(40 * DAY), null, [ago(15 * DAY), ago(10 * DAY)]);
      // Its last token expired 31 days ago: ended long ago, goes with its tokens.
      const endedLongAgo = await session(ago(61 * DAY), null, [ago(31 * DAY)]);
      // Signed out 31 days ago: goes.
      const signedOutLongAgo = await session(ago(35 * DAY), ago(31 * DAY), [ahead(DAY)]);
      // Signed out yesterday: kept.
      const signedOut = await session(ago(3 * DAY), ago(DAY), [ahead(27 * DAY)]);
      // In use: an old rotated token that expired hours ago and a live one.
      const live = await session(ago(30 * DAY), null, [ago(HOUR), ahead(29 * DAY)]);
      // Just started, its first token not written yet: left alone.
      const starting = await session(ago(1000), null, []);

      const sms = (status: OutboxStatus, sentAt: Date | null, createdAt: Date) => ({
        channel: 'sms',
        recipient: '09120000001',
        template: 'verify',
        token: '123456',
        body: 'کد ورود: ۱۲۳۴۵۶',
        status,
        sentAt,
        createdAt,
      });
      const messages = await db
        .insert(outbox)
        .values([
          sms('sent', ago(8 * DAY), ago(8 * DAY)),
          sms('sent', ago(DAY), ago(DAY)),
          sms('pending', null, ago(30 * DAY)),
          sms('failed', null, ago(30 * DAY)),
        ])
        .returning({ id: outbox.id });

      const signup = (email: string, expiresAt: Date) => ({
        email,
        passwordHash: 'x',
        firstName: 'مینا',
        lastName: 'کریمی',
        codeHash: 'x',
        expiresAt,
      });
      await db
        .insert(emailSignups)
        .values([signup('old@example.com', ago(2 * DAY)), signup('new@example.com', ahead(HOUR))]);

      // "Forgot password" codes (these for an address no account has): unused and used, expired two days ago (go),
      // expired an hour ago (kept a day), used an hour ago and still live, live.
      const resetCode = (expiresAt: Date, consumedAt: Date | null = null) => ({
        email: 'someone@example.com',
        codeHash: 'h',
        expiresAt,
        consumedAt,
      });
      const resetCodes = await db
        .insert(passwordResetCodes)
        .values([
          resetCode(ago(2 * DAY)),
          resetCode(ago(2 * DAY), ago(2 * DAY + HOUR / 6)),
          resetCode(ago(HOUR)),
          resetCode(ahead(HOUR / 6), ago(HOUR)),
          resetCode(ahead(HOUR / 6)),
        ])
        .returning({ id: passwordResetCodes.id });

      // Idempotency answers: two days old (go), an hour old (kept).
      const answer = (key: string, createdAt: Date) => ({
        caller: 'member:1',
        operation: 'createStoreOrder',
        key,
        requestHash: 'h',
        status: 201,
        answer: '{}',
        createdAt,
      });
      await db.insert(idempotencyKeys).values([answer('old', ago(2 * DAY)), answer('recent', ago(HOUR))]);

      const result = await api().app.cleanup.run();
      expect(result).toEqual({
        loginCodes: 1,
        captchas: 1,
        emailSignups: 1,
        passwordResetCodes: 2,
        rateLimitCounters: 1,
        sessionsEnded: 2,
        memberSessions: 2,
        // Both of endedRecently's; endedLongAgo's and signedOutLongAgo's went with their sessions.
        refreshTokens: 2,
        outbox: 1,
        idempotencyKeys: 1,
      });
      expect((await db.select().from(idempotencyKeys)).map((r) => r.key)).toEqual(['recent']);

      const left = async <T extends { id: unknown }>(rows: Promise<T[]>) => (await rows).map((r) => r.id);
      expect(await left(db.select({ id: loginCodes.id }).from(loginCodes).orderBy(loginCodes.id))).toEqual(
        codes.slice(1).map((c) => c.id),
      );
      expect(
        await left(db.select({ id: passwordResetCodes.id }).from(passwordResetCodes).orderBy(passwordResetCodes.id)),
      ).toEqual(resetCodes.slice(2).map((c) => c.id));
      expect(new Set(await left(db.select({ id: captchas.id }).from(captchas)))).toEqual(new Set(captchaIds.slice(1)));
      expect((await db.select().from(rateLimitCounters)).map((r) => r.key)).toEqual(['current']);

      const sessions = await db
        .select({ id: memberSessions.id, revokedAt: memberSessions.revokedAt, reason: memberSessions.revokedReason })
        .from(memberSessions);
      const byId = new Map(sessions.map((s) => [s.id, s]));
      expect([...byId.keys()].sort()).toEqual([endedRecently, signedOut, live, starting].sort());
      // Ended when its last token expired, so it is deleted 30 days after that.
      expect(byId.get(endedRecently)?.reason).toBe('expired');
      expect(Math.abs(byId.get(endedRecently)!.revokedAt!.getTime() - ago(10 * DAY).getTime())).toBeLessThan(60_000);
      expect(byId.get(signedOut)?.reason).toBe('signout');
      expect(byId.get(live)?.revokedAt).toBeNull();
      expect(byId.get(starting)?.revokedAt).toBeNull();
      const tokens = await db
        .select({ sessionId: refreshTokens.sessionId })
        .from(refreshTokens)
        .where(inArray(refreshTokens.sessionId, [endedRecently, endedLongAgo, signedOutLongAgo, signedOut, live]));
      expect(tokens.map((t) => t.sessionId).sort()).toEqual([signedOut, live, live].sort());

      const kept = await db.select({ id: outbox.id, status: outbox.status }).from(outbox).orderBy(outbox.id);
      expect(kept).toEqual(messages.slice(1).map((m, i) => ({ id: m.id, status: ['sent', 'pending', 'failed'][i] })));

      // Nothing more to do on a second run.
      expect(Object.values(await api().app.cleanup.run()).every((n) => n === 0)).toBe(true);
      await db.delete(members).where(eq(members.id, member.id));
    });
  },
  { OUTBOX_POLL_MS: '0', SEED_DEMO: 'false' },
);

describeEachBackend(
  'clean-up in the background',
  (api) => {
    it('runs on its own every CLEANUP_INTERVAL_MS', async () => {
      const db = api().app.db;
      const [row] = await db
        .insert(loginCodes)
        .values({ mobile: '09120000002', codeHash: 'h', expiresAt: ago(2 * DAY) })
        .returning({ id: loginCodes.id });
      let left = 1;
      for (let i = 0; i < 50 && left > 0; i++) {
        await new Promise((r) => setTimeout(r, 50));
        left = (await db.select({ id: loginCodes.id }).from(loginCodes).where(eq(loginCodes.id, row.id))).length;
      }
      expect(left).toBe(0);
    });
  },
  { CLEANUP_INTERVAL_MS: '20', OUTBOX_POLL_MS: '0', SEED_DEMO: 'false' },
);
