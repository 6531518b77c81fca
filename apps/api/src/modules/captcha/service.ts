import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { toLatinDigits } from '@vip/domain';
import { eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type CaptchaImageOptions, captchaPng, randomAnswer } from './image';
import { captchas } from './schema';

/** Lifetime of a captcha (seconds). */
export const CAPTCHA_TTL_SECONDS = 300;

const answerHash = (secret: string, id: string, answer: string) =>
  createHmac('sha256', secret).update(`captcha:${id}:${answer}`).digest('base64url');

/** Normalises what a person typed: Persian digits, case, spaces. */
const normalizeAnswer = (value: string) => toLatinDigits(value).replace(/\s+/g, '').toUpperCase();

/** Issues a captcha: stores the answer's HMAC and returns the id and the PNG. */
export async function createCaptcha(
  db: Db,
  secret: string,
  input: { clientKey: string; length: number; image: CaptchaImageOptions; ip: string },
  makeAnswer: (length: number) => string = randomAnswer,
) {
  const id = randomUUID();
  const answer = makeAnswer(input.length);
  const image = await captchaPng(answer, input.image);
  const now = Date.now();
  await db.insert(captchas).values({
    id,
    clientKey: input.clientKey,
    answerHash: answerHash(secret, id, answer),
    ip: input.ip,
    expiresAt: new Date(now + CAPTCHA_TTL_SECONDS * 1000),
  });
  if (Math.random() < 0.05) await db.delete(captchas).where(lt(captchas.expiresAt, new Date(now)));
  return { captcha_id: id, image, expires_in_seconds: CAPTCHA_TTL_SECONDS };
}

/** Checks an answer once: the captcha is deleted by any attempt, right or wrong; expired ones fail. */
export async function consumeCaptcha(db: Db, secret: string, id: string, value: string): Promise<boolean> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return false;
  const [row] = await db.delete(captchas).where(eq(captchas.id, id)).returning();
  if (!row || row.expiresAt.getTime() <= Date.now()) return false;
  const given = Buffer.from(answerHash(secret, row.id, normalizeAnswer(value)));
  const expected = Buffer.from(row.answerHash);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
