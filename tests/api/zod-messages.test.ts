import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { loadZodMessages, withZodMessages } from '../../src/api/zod-messages';

describe('zod messages on demand (src/api/zod-messages.ts, issue 14)', () => {
  const schema = z.object({ name: z.string(), count: z.int().check(z.minimum(1)) });

  it('passes a successful parse through as it is', async () => {
    const parsed = await withZodMessages(() => schema.safeParse({ name: 'a', count: 2 }));
    expect(parsed).toEqual({ success: true, data: { name: 'a', count: 2 } });
  });

  it("repeats a failed parse once zod's English messages are in, so every issue says what was wrong", async () => {
    const parsed = await withZodMessages(() => schema.safeParse({ name: 3, count: 0 }));
    expect(parsed.success).toBe(false);
    const messages = parsed.error!.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    expect(messages).toEqual(['name: Invalid input: expected string, received number', 'count: Too small: expected number to be >=1']);
  });

  it('loads the messages once, whoever asks', async () => {
    const first = loadZodMessages();
    expect(loadZodMessages()).toBe(first);
    await first;
  });
});
