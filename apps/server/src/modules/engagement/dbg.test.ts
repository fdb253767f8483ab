import { it } from 'vitest';
import { createTestContext, mailText } from '../../test/test-app.ts';
it('dbg', async () => {
  const t = await createTestContext();
  await t.inject({ method: 'POST', url: '/api/v1/subscribe', payload: { email: 'a@example.test' } });
  console.log(mailText((await t.deliverMail())[0]).slice(0, 900));
  await t.close();
});
