import { generalSettingsSchema } from '@sen/core';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { changeBus } from '../../lib/change-bus';
import { AppError, ok } from '../../lib/http';
import { removeStoredImage, storeImage } from '../../lib/images';
import { fieldError, imageError, readForm, registerMultipart } from '../../lib/multipart';
import { recordAudit } from '../audit/audit';
import { writeTransaction } from '../orders/db';
import { forgetShopLanguage, readGeneral, SETTINGS_TOPIC, settingsChanged, writeGeneral, writeLogo } from './store';

const STORE = { permission: 'settings.store' } as const;
const LOGO_FIELDS = { fileFields: ['logo'], maxFiles: 1 } as const;

/**
 * The shop's general settings (issue 16, spec 1 admin shell "system settings / general"):
 * read and replace them (permission settings.store: admins and managers), upload or remove the
 * logo through the image pipeline. Every write is audited and drops the storefront's kept answers
 * and rendered pages on every instance.
 */
const settingsAdmin: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];
  // Another instance's settings write drops this one's kept default language too.
  (await changeBus(app)).on((topic) => {
    if (topic === SETTINGS_TOPIC) forgetShopLanguage(app);
  });

  app.get(
    '/admin/settings/general',
    { schema: { tags, summary: 'The general settings as the admin screen edits them' }, config: STORE },
    async () => ok(await readGeneral(app.db)),
  );

  app.put(
    '/admin/settings/general',
    {
      schema: {
        tags,
        summary: 'Replace the general settings (every field); the logo is kept (its own upload)',
        body: generalSettingsSchema,
      },
      config: STORE,
    },
    async (req) => {
      const saved = await writeTransaction(app.db, app.dialect, async (trx) => {
        const before = await readGeneral(trx);
        await writeGeneral(trx, req.body, undefined);
        const after = await readGeneral(trx);
        await recordAudit(trx, { actor: req.user, action: 'update', entity: 'settings', entityId: 'general', before, after });
        return after;
      });
      await settingsChanged(app);
      return ok(saved);
    },
  );

  await app.register(async (plain) => {
    const scope = plain.withTypeProvider<ZodTypeProvider>();
    await registerMultipart(scope, LOGO_FIELDS);

    scope.post(
      '/admin/settings/logo',
      {
        schema: {
          tags,
          summary: 'Upload the shop logo (multipart field "logo"; checked, re-encoded, stored in responsive widths)',
        },
        config: STORE,
      },
      async (req) => {
        const form = await readForm(req, LOGO_FIELDS);
        const file = form.files.logo?.[0];
        if (!file) throw fieldError(req, 'logo', 'required');
        let url: string;
        try {
          url = (await storeImage(app, 'settings', file)).url;
        } catch (error) {
          throw imageError(req, 'logo', error);
        }
        let previous = '';
        try {
          await writeTransaction(app.db, app.dialect, async (trx) => {
            const before = await readGeneral(trx);
            previous = before.logo;
            await writeLogo(trx, url);
            await recordAudit(trx, {
              actor: req.user,
              action: 'update',
              entity: 'settings',
              entityId: 'logo',
              before: { logo: before.logo },
              after: { logo: url },
            });
          });
        } catch (error) {
          await removeStoredImage(app.storage, url);
          throw error;
        }
        if (previous) await removeStoredImage(app.storage, previous);
        await settingsChanged(app);
        return ok(await readGeneral(app.db));
      },
    );
  });

  app.delete(
    '/admin/settings/logo',
    { schema: { tags, summary: 'Remove the shop logo (the storefront shows its name instead)' }, config: STORE },
    async (req) => {
      const current = await readGeneral(app.db);
      if (!current.logo) throw new AppError(404, 'NOT_FOUND');
      await writeTransaction(app.db, app.dialect, async (trx) => {
        await writeLogo(trx, '');
        await recordAudit(trx, {
          actor: req.user,
          action: 'update',
          entity: 'settings',
          entityId: 'logo',
          before: { logo: current.logo },
          after: { logo: '' },
        });
      });
      await removeStoredImage(app.storage, current.logo);
      await settingsChanged(app);
      return ok(await readGeneral(app.db));
    },
  );
};

export default settingsAdmin;
