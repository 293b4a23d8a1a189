import { Hono } from 'hono';
import {
  AdminDeliveryResponseSchema,
  checkDeliverySettings,
  DELIVERY_MESSAGES,
  DeliveryOptionsResponseSchema,
  DeliverySettingsInputSchema,
} from '../../contract/schemas/delivery';
import { activePickupPoints } from '../../contract/rules/delivery';
import { NIGERIAN_STATES } from '../../contract/rules/nigerian-states';
import type { ApiContext, ApiEnv } from '../api-context';
import { requireAdmin } from '../auth/guards';
import { documented } from '../openapi/route-docs';
import { ApiError } from '../wire/api-error';
import { validated } from '../wire/validated';
import { readDeliverySettings, saveDeliverySettings } from './delivery-store';

/** GET /delivery/options: what checkout offers (active pickup points only). */
export function deliveryRoutes(ctx: ApiContext) {
  const app = new Hono<ApiEnv>({ strict: false });
  app.get(
    '/options',
    documented({
      tag: 'Delivery',
      summary: 'Delivery zones, open pickup points and the 37 states',
      answer: DeliveryOptionsResponseSchema,
    }),
    async (c) => {
      const settings = await readDeliverySettings(ctx.db);
      return c.json({
        success: true,
        zones: settings.zones,
        pickupPoints: activePickupPoints(settings).map(({ active: _active, ...point }) => point),
        states: NIGERIAN_STATES,
        version: settings.version,
      });
    },
  );
  return app;
}

/** GET and PUT /admin/delivery: the zone table and every pickup point (with `active`). */
export function adminDeliveryRoutes(ctx: ApiContext) {
  const app = new Hono<ApiEnv>({ strict: false });
  app.get(
    '/delivery',
    documented({
      tag: 'Admin',
      summary: 'Delivery zones and pickup points',
      answer: AdminDeliveryResponseSchema,
    }),
    requireAdmin(ctx),
    async (c) => c.json({ success: true, ...(await readDeliverySettings(ctx.db)) }),
  );
  app.put(
    '/delivery',
    documented({
      tag: 'Admin',
      summary: 'Replace the delivery zones and pickup points (orders placed after it)',
      answer: AdminDeliveryResponseSchema,
    }),
    requireAdmin(ctx),
    validated('json', DeliverySettingsInputSchema),
    async (c) => {
      const checked = checkDeliverySettings(c.req.valid('json'), () => crypto.randomUUID());
      if (!checked.ok) throw new ApiError(400, checked.error);
      const version = await saveDeliverySettings(ctx.db, checked.value, ctx.now());
      return c.json({ success: true, message: DELIVERY_MESSAGES.saved, ...checked.value, version });
    },
  );
  return app;
}
