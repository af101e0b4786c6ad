import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { ZChannelInput, ZChannelParams, ZMessageChannels, ZWebhookOutcome, ZWhatsappVerifyQuery } from '../channels.ts';

const tags = ['message channels'] as const;

/** Job alerts and application news by SMS and WhatsApp (decision 140). API module: modules/channels. */
export const channelsEndpoints = {
  messageChannels: {
    list: endpoint({
      method: 'GET',
      path: '/api/v1/message-channels',
      access: ['USER'],
      response: ZMessageChannels,
      tags,
      summary: "The job seeker's SMS and WhatsApp channels: opted in or not, what they carry, quiet hours, the account's phone and whether it is confirmed",
    }),
    save: endpoint({
      method: 'PUT',
      path: '/api/v1/message-channels/:channel',
      access: ['USER'],
      params: ZChannelParams,
      body: ZChannelInput,
      response: ZMessageChannels,
      tags,
      summary: "Opt in to SMS or WhatsApp (or change it): to the account's phone, which its SMS code must have confirmed (422 otherwise, nothing saved)",
    }),
    remove: endpoint({
      method: 'DELETE',
      path: '/api/v1/message-channels/:channel',
      access: ['USER'],
      params: ZChannelParams,
      response: ZMessageChannels,
      tags,
      summary: 'Opt out of SMS or WhatsApp: nothing more is sent there, messages waiting are dropped',
    }),
  },
  channelWebhooks: {
    whatsappVerify: endpoint({
      method: 'GET',
      path: '/api/v1/webhooks/whatsapp',
      access: 'public',
      query: ZWhatsappVerifyQuery,
      response: { raw: 'json', description: 'hub.challenge echoed as text/plain when hub.mode=subscribe and hub.verify_token match' },
      errors: [403, 404],
      tags,
      summary: 'WhatsApp Cloud API webhook verification (403: wrong token; 404: no webhook configured)',
    }),
    whatsapp: endpoint({
      method: 'POST',
      path: '/api/v1/webhooks/whatsapp',
      access: 'public',
      body: z.unknown(),
      response: ZWebhookOutcome,
      errors: [401, 404],
      tags,
      summary: 'WhatsApp Cloud API notifications, signed X-Hub-Signature-256 (401 otherwise): delivery statuses update the outbox, a STOP / «إيقاف» reply opts out',
    }),
    smsInbound: endpoint({
      method: 'POST',
      path: '/api/v1/webhooks/sms',
      access: 'public',
      body: z.object({ from: z.string().max(32), text: z.string().max(2000) }),
      response: ZWebhookOutcome,
      errors: [401, 404],
      tags,
      summary: 'Inbound SMS from the SMS provider ({ from, text }, X-Webhook-Token: SMS_INBOUND_TOKEN, 404 when unset): STOP / «إيقاف» opts the number out of SMS',
    }),
  },
} as const;
