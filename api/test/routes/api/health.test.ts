import { describeEachDatabase } from '../../helpers/database';
import { useTestApp } from '../../helpers/build-app';

describeEachDatabase('GET /api/health', (kind) => {
  const t = useTestApp(kind);

  it('answers ok when the database answers', async () => {
    const response = await t.request({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, status: 'ok', database: 'ok' });
  });
});
