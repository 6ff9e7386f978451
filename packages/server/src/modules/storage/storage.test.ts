import { MAX_IMAGE_BYTES } from '@mirante/core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  createTenants,
  enterAsGuest,
  publish,
  type SessionHeaders,
  type Tenant,
} from '../../security/tenant-fixtures.ts';
import { createTestApp } from '../../test-support/test-app.ts';
import { TEST_STORES } from '../../test-support/test-database.ts';
import { imageFixtures } from './image-fixtures.ts';

/** A multipart body with one file, encoded the way a browser's FormData is. */
async function multipart(bytes: Uint8Array, filename: string, type: string, field = 'file') {
  const form = new FormData();
  form.append(field, new Blob([bytes], { type }), filename);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    contentType: String(request.headers.get('content-type')),
  };
}

describe.each(TEST_STORES)('storage of logos and images (%s)', (store) => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let a: Tenant;
  let b: Tenant;

  beforeAll(async () => {
    t = await createTestApp(Date.now(), { store });
    ({ a, b } = await createTenants(t.app, t.stores));
  });
  afterAll(() => t?.close());

  const imagesUrl = (tenant: Tenant) =>
    `/storage/v1/${tenant.universeId}/dashboards/${tenant.dashboardId}/images`;

  const upload = async (
    tenant: Tenant,
    headers: SessionHeaders | Record<string, string>,
    bytes: Uint8Array,
    filename = 'logo.png',
    type = 'image/png',
  ) => {
    const body = await multipart(bytes, filename, type);
    return t.app.inject({
      method: 'POST',
      url: imagesUrl(tenant),
      headers: { ...headers, 'content-type': body.contentType },
      payload: body.payload,
    });
  };

  it('stores an uploaded logo and serves the same bytes, typed from the bytes', async () => {
    const response = await upload(a, a.editor, imageFixtures.png);
    expect(response.statusCode).toBe(201);
    const { image } = response.json();
    expect(image).toMatchObject({ contentType: 'image/png', size: imageFixtures.png.length });
    expect(image.url).toBe(`${imagesUrl(a)}/${image.id}`);

    const download = await t.app.inject({ url: image.url, headers: { ...a.editor } });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('image/png');
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.rawPayload.equals(Buffer.from(imageFixtures.png))).toBe(true);
  });

  it('sniffs every accepted kind and ignores the declared type and name', async () => {
    const kinds = [
      [imageFixtures.jpeg, 'image/jpeg'],
      [imageFixtures.gif, 'image/gif'],
      [imageFixtures.webp, 'image/webp'],
      [imageFixtures.safeSvg, 'image/svg+xml'],
    ] as const;
    for (const [bytes, expected] of kinds) {
      const response = await upload(a, a.editor, bytes, 'disguised.txt', 'text/plain');
      expect(response.json().image.contentType).toBe(expected);
    }
  });

  it('keeps the bytes where the mode says: a PostgreSQL table in server mode only', async () => {
    const response = await upload(a, a.editor, imageFixtures.gif);
    const rows = await t.stores.meta.db
      .selectFrom('stored_image_bytes')
      .select('id')
      .where('id', '=', response.json().image.id)
      .execute();
    expect(rows.length).toBe(store === 'postgres' ? 1 : 0);
  });

  it('refuses what is not an accepted image, in pt-BR, and stores nothing', async () => {
    const before = await t.stores.meta.db.selectFrom('stored_images').select('id').execute();
    const html = new TextEncoder().encode('<html><script>alert(1)</script></html>');
    const response = await upload(a, a.editor, html, 'logo.png', 'image/png');
    expect(response.statusCode).toBe(415);
    expect(response.json().error.message).toBe('Envie uma imagem PNG, JPEG, GIF, WebP ou SVG.');
    const after = await t.stores.meta.db.selectFrom('stored_images').select('id').execute();
    expect(after.length).toBe(before.length);
  });

  it('refuses an SVG that could run code or reach outside itself', async () => {
    for (const svg of imageFixtures.unsafeSvgs) {
      const response = await upload(a, a.editor, new TextEncoder().encode(svg), 'logo.svg', 'image/svg+xml');
      expect(response.statusCode, svg).toBe(415);
      expect(response.json().error.message).toBe(
        'Esta imagem SVG contém scripts ou referências externas e não pode ser enviada.',
      );
    }
  });

  it('serves an accepted SVG under a sandboxing content policy', async () => {
    const { image } = (await upload(a, a.editor, imageFixtures.safeSvg, 'logo.svg', 'image/svg+xml')).json();
    const download = await t.app.inject({ url: image.url, headers: { ...a.editor } });
    expect(download.headers['content-type']).toBe('image/svg+xml');
    expect(download.headers['content-security-policy']).toContain('sandbox');
    expect(download.headers['content-security-policy']).toContain("default-src 'none'");
  });

  it('refuses a file over the size limit with 413', async () => {
    const big = new Uint8Array(MAX_IMAGE_BYTES + 1);
    big.set(imageFixtures.png);
    const response = await upload(a, a.editor, big);
    expect(response.statusCode).toBe(413);
    expect(response.json().error.message).toBe('A imagem pode ter no máximo 5 MB.');
  });

  it('asks for a file when the request carries none', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: imagesUrl(a),
      headers: { ...a.editor, 'content-type': 'application/json' },
      payload: {},
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('Selecione uma imagem para enviar.');
  });

  it('deletes an image; deleting or reading a missing one is "object not found", ignored on delete', async () => {
    const { image } = (await upload(a, a.editor, imageFixtures.png)).json();
    const remove = () => t.app.inject({ method: 'DELETE', url: image.url, headers: { ...a.editor } });
    expect((await remove()).statusCode).toBe(200);
    expect((await t.app.inject({ url: image.url, headers: { ...a.editor } })).statusCode).toBe(404);
    expect((await remove()).json()).toEqual({ status: 'ok', message: 'deleted' });
  });

  it('lets a guest of the published dashboard read its images, and nothing else', async () => {
    const { image } = (await upload(a, a.editor, imageFixtures.png)).json();
    const { token } = await publish(t.app, a);
    const guest = { cookie: await enterAsGuest(t.app, a.universeId, token) };
    expect((await t.app.inject({ url: image.url, headers: guest })).statusCode).toBe(200);
    expect((await upload(a, guest, imageFixtures.png)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'DELETE', url: image.url, headers: guest })).statusCode).toBe(403);
    const elsewhere = `/storage/v1/${b.universeId}/dashboards/${b.dashboardId}/images/${image.id}`;
    expect((await t.app.inject({ url: elsewhere, headers: guest })).statusCode).toBe(403);
  });

  it("lets only users in the dashboard's users list upload and delete", async () => {
    const { image } = (await upload(a, a.editor, imageFixtures.png)).json();
    expect([403, 404]).toContain((await upload(a, a.member, imageFixtures.png)).statusCode);
    const removal = await t.app.inject({ method: 'DELETE', url: image.url, headers: { ...a.member } });
    expect([403, 404]).toContain(removal.statusCode);
    expect((await t.app.inject({ url: image.url, headers: { ...a.editor } })).statusCode).toBe(200);
  });

  it("hides another account's images behind 404, whatever the method", async () => {
    const { image } = (await upload(b, b.editor, imageFixtures.png)).json();
    expect((await t.app.inject({ url: image.url, headers: { ...a.editor } })).statusCode).toBe(404);
    expect((await upload(b, a.editor, imageFixtures.png)).statusCode).toBe(404);
    const removal = await t.app.inject({ method: 'DELETE', url: image.url, headers: { ...a.editor } });
    expect(removal.statusCode).toBe(404);
    expect((await t.app.inject({ url: image.url, headers: { ...b.editor } })).statusCode).toBe(200);
  });

  it("removes a dashboard's images when the dashboard is deleted", async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: `/dashboards/v1/${a.universeId}`,
      headers: { ...a.editor },
      payload: { title: 'Painel passageiro', description: '', cardIds: [] },
    });
    const passing: Tenant = { ...a, dashboardId: created.json().dashboard.id };
    const { image } = (await upload(passing, a.editor, imageFixtures.png)).json();
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/dashboards/v1/${a.universeId}/${passing.dashboardId}`,
      headers: { ...a.editor },
    });
    expect(removed.statusCode).toBe(204);
    // The images go after the dashboard's change event; wait for the purge to be recorded.
    const purged = async () => {
      const entries = await t.stores.meta.db
        .selectFrom('audit_log')
        .select('detail')
        .where('action', '=', 'storage.purge')
        .execute();
      return entries.some((entry) => (entry.detail.imageIds as string[]).includes(image.id));
    };
    await vi.waitFor(async () => expect(await purged()).toBe(true), { timeout: 10_000 });
    const rows = await t.stores.meta.db
      .selectFrom('stored_images')
      .select('id')
      .where('id', '=', image.id)
      .execute();
    expect(rows).toEqual([]);
    expect((await t.app.inject({ url: image.url, headers: { ...a.editor } })).statusCode).toBe(404);
  });

  it('refuses an upload without the second session id (anti-forgery) and one without a session', async () => {
    const firstOnly = { 'x-session-id': a.editor['x-session-id'] };
    expect((await upload(a, firstOnly, imageFixtures.png)).statusCode).toBe(403);
    expect((await upload(a, {}, imageFixtures.png)).statusCode).toBe(401);
  });
});
