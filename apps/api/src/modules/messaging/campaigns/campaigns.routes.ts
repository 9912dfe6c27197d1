import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { many, one } from '@comanda/domain/wire/envelopes';
import { CampaignPreviewSchema, CampaignSchema, CreateCampaignBodySchema, EmailTemplateSchema, PacingSettingsSchema, RateLimitStatusSchema } from '@comanda/domain/whatsapp/campaign-resource';
import { invitationMail, newPasswordMail } from '../../employees/employees.api';
import { PathIdSchema } from '@comanda/domain/validation/row-id';
import { AppError, fieldError } from '../../../lib/app-error';
import { errorResponses } from '../../../lib/error-responses';
import { msg } from '../../../lib/messages';
import { currentDb, inTransaction } from '../../../lib/unit-of-work';
import { currentUser } from '../../../plugins/auth';
import { accessOf, businessAccess } from '../../../plugins/route-access';
import { campaignAudience } from '../../customers/customers.api';
import { findWhatsappConnection } from '../connection/whatsapp-connections.repository';
import { isProviderError, readyToSend, senderFor } from '../messaging-provider';
import { findActiveTemplate } from '../templates/templates.repository';
import { cloudTemplateName } from '@comanda/domain/whatsapp/cloud-templates';
import { renderMessage } from '@comanda/domain/validation/messages';
import { cancelCampaign, listCampaigns, numbersWithoutWhatsapp, previewCampaign, storeCampaign } from './campaigns';
import { rateLimitStatus, savePacing } from './rate-limit';

// v1/whatsapp campaigns (issue 35; the spec's bulk messages, bulk-sending-status and
// rate-limit-status): a text to a segment's consenting customers, sent paced by the lane.

const access = businessAccess('manage_whatsapp');
const tags = ['whatsapp'];
const params = z.strictObject({ id: PathIdSchema });

export async function whatsappCampaignRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const pace = app.config.whatsapp.paceFactor;

  r.get('/whatsapp/campaigns', { config: { access }, schema: { tags, summary: 'The latest 20 campaigns, newest first, each with its progress', response: { 200: many(CampaignSchema), ...errorResponses(401, 403) } } }, async (request) => ({
    data: await listCampaigns(app.db, accessOf(request).business.id, new Date(), pace),
  }));

  r.get(
    '/whatsapp/campaigns/:id',
    { config: { access }, schema: { tags, summary: "A campaign's progress (bulk-sending-status): sent, delivered, read, failed, skipped, opted out, and its estimated finish", params, response: { 200: one(CampaignSchema), ...errorResponses(401, 403, 404) } } },
    async (request) => {
      const [campaign] = await listCampaigns(app.db, accessOf(request).business.id, new Date(), pace, request.params.id);
      if (!campaign) throw new AppError('not_found', msg(request.lang, 'whatsapp_campaign_not_found'));
      return { data: campaign };
    },
  );

  r.post(
    '/whatsapp/campaigns/preview',
    { config: { access }, schema: { tags, summary: 'Before sending: how many consenting customers it reaches, the first one\'s text, and when it should finish', body: CreateCampaignBodySchema, response: { 200: one(CampaignPreviewSchema), ...errorResponses(400, 401, 403, 413, 422) } } },
    async (request) => ({ data: await previewCampaign(app.db, accessOf(request).business.id, request.body, new Date(), pace) }),
  );

  r.post(
    '/whatsapp/campaigns',
    {
      config: { access, idempotent: true },
      schema: {
        tags,
        summary: "Send a campaign to the segment's customers who agreed to promotions ({nome}, {pontos}, {cupom}): their numbers are checked on WhatsApp first, then every message is stored and sent paced (409 while no number is connected)",
        body: CreateCampaignBodySchema,
        response: { 201: one(CampaignSchema), ...errorResponses(400, 401, 403, 409, 413, 422, 502) },
      },
    },
    async (request, reply) => {
      const { business } = accessOf(request);
      const { lang } = request;
      // currentDb: the idempotency key's transaction holds the embedded database's one connection.
      const db = currentDb(app.db);
      const connection = await findWhatsappConnection(db, business.id);
      if (!readyToSend(app.config, connection)) throw new AppError('conflict', msg(lang, 'whatsapp_not_connected'));
      const sender = senderFor(app.config, connection)!;
      // A template's text is the campaign's; through the Cloud API only a template Meta approved may go.
      const template = request.body.template_id === undefined ? null : await findActiveTemplate(db, business.id, request.body.template_id);
      if (request.body.template_id !== undefined && !template) throw fieldError('template_id', msg(lang, 'whatsapp_template_not_found'));
      if (sender.provider === 'cloud' && !template) throw fieldError('template_id', renderMessage('cloud_template_required', lang));
      const body = template ? { ...request.body, text: template.text } : request.body;
      const now = new Date();
      const audience = await campaignAudience(db, business.id, body.segment, now);
      if (!audience.length) throw fieldError('segment', msg(lang, 'whatsapp_campaign_empty'));
      let withoutWhatsapp: Set<string>;
      try {
        withoutWhatsapp = await numbersWithoutWhatsapp(sender, audience.map((m) => m.whatsapp));
      } catch (err) {
        if (isProviderError(err)) throw new AppError('provider_unavailable', msg(lang, 'whatsapp_unreachable'));
        throw err;
      }
      const campaign = await inTransaction(app.db, (tx) => storeCampaign(tx, {
          businessId: business.id,
          userId: currentUser(request).id,
          body,
          audience,
          withoutWhatsapp,
          now,
          mail: { outbox: app.outbox, appUrl: app.config.appUrl, businessName: business.name, lang },
          cloudTemplate: sender.provider === 'cloud' && template ? cloudTemplateName(template.name) : null,
        }));
      const [answer] = await listCampaigns(currentDb(app.db), business.id, now, pace, campaign.id);
      reply.code(201);
      return { data: answer! };
    },
  );

  r.post(
    '/whatsapp/campaigns/:id/cancel',
    { config: { access }, schema: { tags, summary: 'Stop a running campaign: the messages still waiting are canceled (409 once it finished)', params, response: { 200: one(CampaignSchema), ...errorResponses(401, 403, 404, 409) } } },
    async (request) => {
      const businessId = accessOf(request).business.id;
      const outcome = await inTransaction(app.db, (tx) => cancelCampaign(tx, businessId, request.params.id, new Date()));
      if (outcome === 'not_found') throw new AppError('not_found', msg(request.lang, 'whatsapp_campaign_not_found'));
      if (outcome === 'finished') throw new AppError('conflict', msg(request.lang, 'whatsapp_campaign_finished'));
      const [campaign] = await listCampaigns(app.db, businessId, new Date(), pace, request.params.id);
      return { data: campaign! };
    },
  );

  r.get(
    '/whatsapp/rate-limit-status',
    { config: { access }, schema: { tags, summary: "The number's pacing: gaps, batches, today's cap (lower while it warms up) and count, quiet hours, the next campaign message's time", response: { 200: one(RateLimitStatusSchema), ...errorResponses(401, 403) } } },
    async (request) => ({ data: await rateLimitStatus(app.db, accessOf(request).business.id, new Date(), pace) }),
  );

  r.put(
    '/whatsapp/pacing',
    { config: { access }, schema: { tags, summary: 'Set the pacing of campaign messages (gaps of at least 3 s)', body: PacingSettingsSchema, response: { 200: one(RateLimitStatusSchema), ...errorResponses(400, 401, 403, 413, 422) } } },
    async (request) => {
      const businessId = accessOf(request).business.id;
      await inTransaction(app.db, (tx) => savePacing(tx, businessId, request.body));
      return { data: await rateLimitStatus(app.db, businessId, new Date(), pace) };
    },
  );

  r.get(
    '/businesses/:id/email-templates',
    {
      config: { access: businessAccess('manage_whatsapp', { from: 'path' }) },
      schema: { tags, summary: 'The e-mails Comanda sends on the business\'s behalf (a campaign by e-mail, employees\' invitations and new-password links), in the caller\'s language', params, response: { 200: many(EmailTemplateSchema), ...errorResponses(401, 403, 404) } },
    },
    async (request) => {
      const { lang } = request;
      const templates = [
        { key: 'campaign', name: 'email_template_campaign', subject: `${msg(lang, 'email_template_campaign')} — ${accessOf(request).business.name}` },
        { key: 'employee_invitation', name: 'email_template_invitation', subject: invitationMail(lang, { name: '', business: accessOf(request).business.name, link: '' }).subject },
        { key: 'employee_new_password', name: 'email_template_new_password', subject: newPasswordMail(lang, { name: '', business: accessOf(request).business.name, link: '' }).subject },
      ] as const;
      return { data: templates.map((t) => ({ key: t.key, name: msg(lang, t.name), subject: t.subject, description: msg(lang, `${t.name}_description`) })) };
    },
  );
}
